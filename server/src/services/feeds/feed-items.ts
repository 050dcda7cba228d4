import { anonymous } from "../../base/actor.js";
import { FEED_ITEMS, FEEDS, type FeedSpec } from "../../content/feeds.js";
import type { ContentRow } from "../content-service.types.js";
import type { Services } from "../services.js";

// The items of the site's feeds (content/feeds.ts), read through the content services as a
// visitor reads them, so a feed never shows what the public pages would not. Formats (RSS,
// iCalendar) are written by server/src/feeds/ from these.

export interface FeedItem {
  /** The row's id: with the feed's name, what identifies the item for good. */
  id: number;
  title: string;
  /** "YYYY-MM-DD" for a date field, or the moment for createdAt. */
  date: string | Date;
  /** An absolute http(s) address, or a path on this site ("/gps-in-news", "/uploads/..."). */
  link: string;
  description?: string;
  updatedAt: Date;
}

export interface FeedContent {
  spec: FeedSpec;
  items: FeedItem[];
  /** When the newest item last changed; undefined for an empty feed. */
  updatedAt?: Date;
}

const visitor = anonymous("feeds");

export function findFeed(name: string): FeedSpec | undefined {
  return FEEDS.find((feed) => feed.name === name);
}

export async function readFeed(services: Services, spec: FeedSpec): Promise<FeedContent> {
  const content = services.content[spec.type];
  const [rows, departments] = await Promise.all([content.listItems(visitor, { limit: FEED_ITEMS }), readDepartments(services)]);
  const fields = content.spec.fields;
  /** A field's value as text; a department field as its name (`forPath`: its slug). */
  const valueOf = (row: ContentRow, field: string, forPath: boolean): string => {
    const value = row[field];
    if (value === null || value === undefined) return "";
    if (fields[field]?.kind === "department" && !forPath) return departments.get(String(value))?.name ?? String(value);
    return String(value);
  };
  const items = rows.map((row): FeedItem => {
    const date = spec.dateField === "createdAt" ? row.createdAt : String(row[spec.dateField]);
    const description = spec.descriptionField ? valueOf(row, spec.descriptionField, false) : "";
    return {
      id: row.id,
      title: fillTemplate(spec.itemTitle ?? `{${content.spec.titleField}}`, (field) => valueOf(row, field, false)),
      date,
      link: itemLink(spec, fields, (field) => valueOf(row, field, true), departments),
      ...(description ? { description } : {}),
      updatedAt: row.updatedAt,
    };
  });
  const updatedAt = items.reduce<Date | undefined>((latest, item) => (!latest || item.updatedAt > latest ? item.updatedAt : latest), undefined);
  return { spec, items, updatedAt };
}

/** The first of the feed's links that the row has: a url field, a stored file, or a site path that exists. */
function itemLink(
  spec: FeedSpec,
  fields: Record<string, { kind: string }>,
  valueOf: (field: string) => string,
  departments: Map<string, DepartmentFacts>,
): string {
  for (const choice of spec.link) {
    if (choice.startsWith("/")) {
      if (!departmentOffers(choice, valueOf, departments)) continue;
      return choice
        .split("/")
        .map((segment) => encodeURIComponent(fillTemplate(segment, valueOf)))
        .join("/");
    }
    const value = valueOf(choice);
    if (!value) continue;
    const kind = fields[choice]?.kind;
    if (kind === "pdf" || kind === "image") return `/uploads/${value.split("/").map(encodeURIComponent).join("/")}`;
    if (/^https?:\/\//i.test(value) || value.startsWith("/")) return value;
  }
  return "/";
}

function fillTemplate(template: string, valueOf: (field: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (_whole, field: string) => valueOf(field));
}

interface DepartmentFacts {
  name: string;
  /** The sections (department pages) it offers; empty: all of them. */
  sections: string[];
}

/** The departments by slug, for titles and links (a site has a handful of departments). */
async function readDepartments(services: Services): Promise<Map<string, DepartmentFacts>> {
  const departments = await services.content.department.listItems(visitor, { limit: 100 });
  return new Map(departments.map((row) => [String(row.slug), { name: String(row.name), sections: (row.sections as string[] | null) ?? [] }]));
}

/** A department page ("/dept/{department}/Various Events") leads nowhere when the department does not offer that section. */
function departmentOffers(template: string, valueOf: (field: string) => string, departments: Map<string, DepartmentFacts>): boolean {
  const page = /^\/dept\/\{(\w+)\}\/([^/{}]+)$/.exec(template);
  if (!page) return true;
  const sections = departments.get(valueOf(page[1]!))?.sections ?? [];
  return sections.length === 0 || sections.includes(page[2]!);
}
