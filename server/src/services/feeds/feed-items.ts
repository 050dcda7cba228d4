import { anonymous } from "../../base/actor.js";
import { FEED_ITEMS, FEEDS, type FeedSpec } from "../../content/feeds.js";
import type { Language } from "../../content/languages.js";
import { inLanguage, marathiFieldName } from "../../content/translations.js";
import type { ContentRow } from "../content-service.types.js";
import type { Services } from "../services.js";

// The items of the site's feeds (content/feeds.ts), read through the content services as a
// visitor reads them, so a feed never shows what the public pages would not. Formats (RSS,
// iCalendar) are written by server/src/feeds/ from these. A Marathi feed reads each
// translatable field's Marathi where it is given (the English otherwise, as the pages do).

export interface FeedItem {
  /** The row's id: with the feed's name, what identifies the item for good. */
  id: number;
  title: string;
  /** "YYYY-MM-DD" for a date or session field, or the moment for createdAt. */
  date: string | Date;
  /** An absolute http(s) address, or a path on this site ("/gps-in-news", "/uploads/..."). */
  link: string;
  description: string;
  /** When the row was made: with its id, what the calendar's UID is made of. */
  createdAt: Date;
  updatedAt: Date;
}

export interface FeedContent {
  spec: FeedSpec;
  language: Language;
  items: FeedItem[];
  /** When the newest item last changed; undefined for an empty feed. */
  updatedAt?: Date;
}

const visitor = anonymous("feeds");

export function findFeed(name: string): FeedSpec | undefined {
  return FEEDS.find((feed) => feed.name === name);
}

export async function readFeed(services: Services, spec: FeedSpec, language: Language = "en"): Promise<FeedContent> {
  const content = services.content[spec.type];
  const [rows, departments] = await Promise.all([content.listItems(visitor, { limit: FEED_ITEMS }), readDepartments(services, language)]);
  const fields = content.spec.fields;
  const words = spec.words[language];
  /** A field's value as text, in the feed's language; a department field as its name (`forPath`: its slug). */
  const valueOfField = (row: ContentRow, field: string, forPath: boolean): string => {
    const value = forPath ? row[field] : inLanguage(row[field], row[marathiFieldName(field)], language).value;
    if (value === null || value === undefined) return "";
    if (fields[field]?.kind === "department" && !forPath) return departments.get(String(value))?.name ?? String(value);
    return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  };
  const items = rows.map((row): FeedItem => {
    const description = spec.descriptionField ? valueOfField(row, spec.descriptionField, false) : "";
    return {
      id: row.id,
      title: fillTemplate(words.itemTitle ?? `{${content.spec.titleField}}`, (field) => valueOfField(row, field, false)),
      date: itemDate(row, spec.dateField, fields[spec.dateField]?.kind),
      link: itemLink(spec, fields, (field) => valueOfField(row, field, true), departments),
      description: description || fillTemplate(words.itemDescription, (field) => valueOfField(row, field, false)),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
  // Newest first, whatever the type's own order (newsletters list by session, then by when they were added).
  items.sort((a, b) => dateValue(b.date) - dateValue(a.date) || b.id - a.id);
  const updatedAt = items.reduce<Date | undefined>((latest, item) => (!latest || item.updatedAt > latest ? item.updatedAt : latest), undefined);
  return { spec, language, items, updatedAt };
}

/**
 * What dates an item: a date field's day, the moment the row was made, or, for a session
 * ("2025-2026"), the start of its academic year, taken as 1 June of its first year: a session's
 * newsletter belongs to that session, not to the day it happened to be uploaded.
 */
function itemDate(row: ContentRow, field: string, kind: string | undefined): string | Date {
  if (field === "createdAt") return row.createdAt;
  const value = String(row[field] ?? "");
  if (kind === "session") {
    const firstYear = /^(\d{4})/.exec(value)?.[1];
    return firstYear ? `${firstYear}-06-01` : row.createdAt;
  }
  return value;
}

function dateValue(date: string | Date): number {
  return (typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date).getTime() || 0;
}

/** The first of the feed's links that the row has: a url field, a stored file, or a site path that exists. */
function itemLink(spec: FeedSpec, fields: Record<string, { kind: string }>, valueOfField: (field: string) => string, departments: Map<string, DepartmentFacts>): string {
  for (const choice of spec.link) {
    if (choice.startsWith("/")) {
      const [path, fragment] = choice.split("#", 2) as [string, string | undefined];
      if (!departmentOffers(path, valueOfField, departments)) continue;
      const address = path
        .split("/")
        .map((segment) => encodeURIComponent(fillTemplate(segment, valueOfField)))
        .join("/");
      return fragment === undefined ? address : `${address}#${encodeURIComponent(fillTemplate(fragment, valueOfField))}`;
    }
    const value = valueOfField(choice);
    if (!value) continue;
    const kind = fields[choice]?.kind;
    if (kind === "pdf" || kind === "image") return `/uploads/${value.split("/").map(encodeURIComponent).join("/")}`;
    if (/^https?:\/\//i.test(value) || value.startsWith("/")) return value;
  }
  return "/";
}

function fillTemplate(template: string, valueOfField: (field: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (_whole, field: string) => valueOfField(field));
}

interface DepartmentFacts {
  name: string;
  /** The sections (department pages) it offers; empty: all of them. */
  sections: string[];
}

/** The departments by slug, named in `language`, for titles and links (a site has a handful of departments). */
async function readDepartments(services: Services, language: Language): Promise<Map<string, DepartmentFacts>> {
  const departments = await services.content.department.listItems(visitor, { limit: 100 });
  return new Map(
    departments.map((row) => [
      String(row.slug),
      { name: String(inLanguage(row.name, row[marathiFieldName("name")], language).value), sections: (row.sections as string[] | null) ?? [] },
    ]),
  );
}

/** A department page ("/dept/{department}/Various Events") leads nowhere when the department does not offer that section. */
function departmentOffers(template: string, valueOfField: (field: string) => string, departments: Map<string, DepartmentFacts>): boolean {
  const page = /^\/dept\/\{(\w+)\}\/([^/{}]+)$/.exec(template);
  if (!page) return true;
  const sections = departments.get(valueOfField(page[1]!))?.sections ?? [];
  return sections.length === 0 || sections.includes(page[2]!);
}
