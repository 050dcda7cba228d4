import type { ContentTypeSpec } from "../content/define.js";
import { translatedPairs } from "../content/translations.js";
import type { Actor } from "../base/actor.js";
import { badInput } from "../base/errors.js";
import { mayDo } from "./content/rights.js";
import type { ContentRow, ContentService } from "./content-service.types.js";
import { isMissingTranslation } from "../content/translations.js";

// Language parity (issue 19, the dashboard): which rows have an English text whose Marathi value
// is missing, by type, so a clerk sees at a glance that both versions are in step. A text left
// empty in English needs no Marathi either.

/** A stored text that says something: not null, not blank, not an empty list (a textList's "[]"). */
const filled = (column: string) => `(${column} IS NOT NULL AND TRIM(${column}) <> '' AND ${column} <> '[]')`;

/** The SQL condition (on alias t) of rows with at least one English text and no Marathi beside it. */
export function missingMarathiCondition(spec: ContentTypeSpec): string {
  const pairs = translatedPairs(spec.fields);
  if (pairs.length === 0) throw badInput("type", `${spec.pluralLabel} have no texts to translate.`);
  return `(${pairs.map(([english, marathi]) => `(${filled(`t.${english}`)} AND NOT ${filled(`t.${marathi}`)})`).join(" OR ")})`;
}

/** The translatable fields of `row` that have English but no Marathi. */
export function untranslatedFields(spec: ContentTypeSpec, row: ContentRow): string[] {
  return translatedPairs(spec.fields)
    .filter(([english, marathi]) => !isMissingTranslation(row[english]) && isMissingTranslation(row[marathi]))
    .map(([english]) => english);
}

export interface TypeParity {
  service: ContentService;
  missingCount: number;
  rows: { row: ContentRow; fields: string[] }[];
}

/** Every type with translatable fields: how many rows lack Marathi, and the first `limit` of them. */
export async function missingMarathi(services: readonly ContentService[], actor: Actor, limit: number): Promise<TypeParity[]> {
  if (!Number.isInteger(limit) || limit < 0 || limit > 100) throw badInput("limit", `Ask for between 0 and 100 rows per section (limit was ${limit}).`);
  return Promise.all(
    services
      .filter((service) => translatedPairs(service.spec.fields).length > 0 && mayDo(service.spec, actor, "read"))
      .map(async (service) => {
        const page = await service.list(actor, { limit: Math.max(limit, 1), missingMarathi: true }, { fileInfo: false, members: false });
        const rows = page.items.slice(0, limit).map((row) => ({ row, fields: untranslatedFields(service.spec, row) }));
        return { service, missingCount: page.totalCount, rows };
      }),
  );
}
