import { anonymous, SYSTEM } from "../../base/actor.js";
import { collegeDate } from "../../content/format-date.js";
import { WEBSITE_POLICY_KEYS } from "../../content/page-text-places.js";
import type { ContentTypeSpec } from "../../content/define.js";
import type { ContentRow, ContentService } from "../content-service.types.js";
import { everyRow } from "../every-row.js";
import { missingMarathi } from "../language-parity.js";
import { notReviewedSince } from "../reviewed.js";
import type { Services } from "../services.js";

// The GIGW readiness meter (issue 37): each guideline the data can answer, checked now, with
// how many things fall short and where in the panel they are fixed. The score is the share of
// items that pass. Read by administrators only (the panel's meter page, printable for an audit).

export const GIGW_ITEMS = [
  "policies",
  "reviewed",
  "brokenLinks",
  "pictureDescriptions",
  "pdfText",
  "downloadFacts",
  "validity",
  "tendersArchived",
  "marathiParity",
  "webInformationManager",
  "lastUpdated",
] as const;
export type GigwItemKey = (typeof GIGW_ITEMS)[number];

export interface GigwItem {
  key: GigwItemKey;
  passed: boolean;
  /** How many things fall short (0 when it passes). */
  problems: number;
  /** How many things were looked at. */
  checked: number;
  /** The panel page where it is fixed (/admin-login/...). */
  fixPath: string;
}

export interface GigwReadiness {
  /** Items passed out of all, in percent (0 to 100). */
  score: number;
  items: GigwItem[];
  /** The policy page texts missing or not reviewed within a year (keys). */
  policiesDue: string[];
  checkedAt: Date;
}

const REVIEW_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const PANEL = "/admin-login";
const visitor = anonymous("gigw-meter");

const filled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== "";
const manage = (spec: ContentTypeSpec) => `${PANEL}/${spec.admin.manageRoute}`;
const item = (key: GigwItemKey, problems: number, checked: number, fixPath: string): GigwItem => ({ key, passed: problems === 0, problems, checked, fixPath });

/** The image fields of a type, each with the field that describes it (if any). */
function pictureFields(spec: ContentTypeSpec): { image: string; description?: string }[] {
  const fields = Object.entries(spec.fields);
  return fields.filter(([, field]) => field.kind === "image").map(([image]) => ({ image, description: fields.find(([, field]) => field.describes === image)?.[0] }));
}

const fieldsOfKind = (spec: ContentTypeSpec, kind: string) =>
  Object.entries(spec.fields)
    .filter(([, field]) => field.kind === kind)
    .map(([name]) => name);

export async function measureGigwReadiness(services: Services): Promise<GigwReadiness> {
  const now = services.config.now();
  const publicServices = Object.values(services.content).filter((service) => service.spec.access.read === "public");
  const rows = new Map<ContentService, ContentRow[]>(await Promise.all(publicServices.map(async (service) => [service, await everyRow(service)] as const)));
  const items: GigwItem[] = [];
  const dashboard = `${PANEL}/dashboard`;
  const pageTexts = services.content.pageText;

  // Policies: each expected page text present and reviewed within a year.
  const since = collegeDate(new Date(now.getTime() - REVIEW_DAYS * DAY_MS));
  const texts = new Map((rows.get(pageTexts) ?? []).map((row) => [String(row.key), row]));
  const policiesDue = WEBSITE_POLICY_KEYS.filter((key) => {
    const reviewedOn = texts.get(key)?.lastReviewedOn;
    return typeof reviewedOn !== "string" || reviewedOn < since;
  });
  items.push(item("policies", policiesDue.length, WEBSITE_POLICY_KEYS.length, manage(pageTexts.spec)));

  // Every text with a review date reviewed within its year.
  const reviewedTypes = publicServices.filter((service) => service.spec.lifecycle?.reviewed);
  const due = await notReviewedSince(reviewedTypes, SYSTEM, now, REVIEW_DAYS);
  items.push(
    item(
      "reviewed",
      due.length,
      reviewedTypes.reduce((sum, service) => sum + (rows.get(service)?.length ?? 0), 0),
      dashboard,
    ),
  );

  // No broken links.
  const broken = await services.links.list();
  const links = [...rows.values()].reduce((sum, list) => sum + list.length, 0);
  items.push(item("brokenLinks", broken.length, Math.max(links, broken.length), `${dashboard}#broken-links-heading`));

  // Every picture described; every PDF with a text layer; every download with its type and size.
  let pictures = 0;
  let undescribed = 0;
  const pdfKeys: string[] = [];
  let firstUndescribed: ContentTypeSpec | undefined;
  for (const [service, list] of rows) {
    const pictureSpecs = pictureFields(service.spec);
    const pdfFields = fieldsOfKind(service.spec, "pdf");
    for (const row of list) {
      for (const { image, description } of pictureSpecs) {
        if (!filled(row[image])) continue;
        pictures += 1;
        if (!description || !filled(row[description])) {
          undescribed += 1;
          firstUndescribed ??= service.spec;
        }
      }
      for (const field of pdfFields) if (filled(row[field])) pdfKeys.push(String(row[field]));
    }
  }
  items.push(item("pictureDescriptions", undescribed, pictures, firstUndescribed ? manage(firstUndescribed) : dashboard));
  const statuses = await services.pdfTexts.statuses(pdfKeys);
  const scans = pdfKeys.filter((key) => statuses.get(key) === "no-text" || statuses.get(key) === "unreadable").length;
  items.push(item("pdfText", scans, pdfKeys.length, dashboard));
  // A download's type and size are read from its stored file: one that is not there has neither.
  const unknown = (await Promise.all(pdfKeys.map((key) => services.files.stat(key)))).filter((file) => !file).length;
  items.push(item("downloadFacts", unknown, pdfKeys.length, `${dashboard}#broken-links-heading`));

  // Nothing past its "valid until" on a live page, and tenders in the archive once closed: what a visitor's lists show.
  let live = 0;
  let stale = 0;
  let openTenders = 0;
  let lateTenders = 0;
  let staleType: ContentTypeSpec | undefined;
  let tenderType: ContentTypeSpec | undefined;
  for (const service of publicServices) {
    const shown = await everyRow(service, visitor);
    const closesWith = service.spec.lifecycle?.archive?.closesWith;
    for (const row of shown) {
      live += 1;
      if (row.validUntil instanceof Date && row.validUntil < now) {
        stale += 1;
        staleType ??= service.spec;
      }
      if (!closesWith) continue;
      openTenders += 1;
      tenderType ??= service.spec;
      const closes = row[closesWith];
      if (closes instanceof Date && closes < now) lateTenders += 1;
    }
    if (closesWith) tenderType ??= service.spec;
  }
  items.push(item("validity", stale, live, staleType ? manage(staleType) : dashboard));
  items.push(item("tendersArchived", lateTenders, openTenders, tenderType ? manage(tenderType) : dashboard));

  // Marathi beside every English text, type by type.
  const parity = await missingMarathi(publicServices, SYSTEM, 0);
  const untranslated = parity.reduce((sum, type) => sum + type.missingCount, 0);
  items.push(
    item(
      "marathiParity",
      untranslated,
      parity.reduce((sum, type) => sum + (rows.get(type.service)?.length ?? 0), 0),
      `${dashboard}#language-parity-heading`,
    ),
  );

  // A web information manager named in the settings; the site's "last updated" date known.
  const settings = await services.settings.get();
  items.push(item("webInformationManager", filled(settings.webInformationManager) ? 0 : 1, 1, `${PANEL}/site-settings`));
  const updatedAt = await services.contentVersion.updatedAt();
  items.push(item("lastUpdated", updatedAt ? 0 : 1, 1, dashboard));

  const passed = items.filter((entry) => entry.passed).length;
  return { score: Math.round((100 * passed) / items.length), items, policiesDue, checkedAt: now };
}
