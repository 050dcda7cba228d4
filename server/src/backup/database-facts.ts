import { SITE_SETTINGS_FIELDS } from "../content/site-settings.js";
import { isFileKind, type ContentTypeSpec } from "../content/define.js";
import { CONTENT_TYPES } from "../content/registry.js";
import { columnNameOf } from "../db/entities/index.js";
import { quoteIdentifier } from "./sqlite-file.js";

// What a backup records about its database, read from the same snapshot the backup holds:
// the last migration applied, the number of rows of every table, and every uploaded file the
// rows name. Works on SQLite and PostgreSQL through a plain "run this SELECT" function.

export type SelectRows = (sql: string) => Promise<Record<string, unknown>[]>;

export interface DatabaseFacts {
  /** Name of the newest migration applied, e.g. "ContentVersion1764000000000". */
  lastMigration: string;
  /** Rows per table, tables in name order. */
  tables: Record<string, number>;
  /** Storage keys ("time-table/<uuid>.pdf") named by file fields, and their pictures' variants, sorted, without duplicates. */
  referencedFiles: string[];
}

export class NotACollegeDatabase extends Error {}

/** The table and column of every file field in the registry. */
export function fileColumns(): { table: string; columns: string[] }[] {
  const out: { table: string; columns: string[] }[] = [];
  for (const spec of Object.values(CONTENT_TYPES) as ContentTypeSpec[]) {
    const columns = Object.entries(spec.fields)
      .filter(([, field]) => isFileKind(field.kind))
      .map(([name]) => columnNameOf(name));
    if (columns.length) out.push({ table: spec.table, columns });
  }
  // The site settings' logo (content/site-settings.ts).
  const settingsColumns = Object.entries(SITE_SETTINGS_FIELDS)
    .filter(([, field]) => isFileKind(field.kind))
    .map(([name]) => columnNameOf(name));
  if (settingsColumns.length) out.push({ table: "site_settings", columns: settingsColumns });
  return out;
}

/** The storage keys in a stored_image row's variants ('[{"width":320,"key":"slide/<uuid>-320w.webp"}]'). */
function parseVariantKeys(text: unknown): string[] {
  try {
    const parsed = JSON.parse(String(text)) as unknown;
    return Array.isArray(parsed) ? parsed.map((v) => v?.key).filter((key): key is string => typeof key === "string" && key !== "") : [];
  } catch {
    return [];
  }
}

export { knownMigrations } from "../db/migration-state.js";

export async function readDatabaseFacts(select: SelectRows, tableNames: string[]): Promise<DatabaseFacts> {
  if (!tableNames.includes("migrations")) {
    throw new NotACollegeDatabase("The database has no tables of this site yet (no migrations table).");
  }
  const [last] = await select(`SELECT name FROM migrations ORDER BY "timestamp" DESC, id DESC LIMIT 1`);
  if (!last) throw new NotACollegeDatabase("The database's migrations table is empty.");

  const tables: Record<string, number> = {};
  for (const table of [...tableNames].sort()) {
    const [row] = await select(`SELECT COUNT(*) AS n FROM ${quoteIdentifier(table)}`);
    tables[table] = Number(row?.n ?? 0);
  }

  return { lastMigration: String(last.name), tables, referencedFiles: await readReferencedFiles(select, tableNames) };
}

/**
 * Every stored file the rows name: the file fields' keys and their pictures' WebP variants,
 * sorted, without duplicates. Also what the server's start keeps of the uploads folder.
 */
export async function readReferencedFiles(select: SelectRows, tableNames: string[]): Promise<string[]> {
  const referenced = new Set<string>();
  for (const { table, columns } of fileColumns()) {
    if (!tableNames.includes(table)) continue;
    const list = columns.map(quoteIdentifier).join(", ");
    for (const row of await select(`SELECT ${list} FROM ${quoteIdentifier(table)}`)) {
      for (const column of columns) {
        const value = row[column];
        if (typeof value === "string" && value !== "") referenced.add(value);
      }
    }
  }
  // Files that kept versions name (services/revisions.ts): " a.pdf b.jpg ", each between spaces.
  if (tableNames.includes("revision")) {
    for (const row of await select(`SELECT files FROM revision`)) {
      for (const key of String(row.files ?? "").split(" ")) if (key) referenced.add(key);
    }
  }
  // Files that changes waiting for approval stored (services/approval/), named the same way.
  if (tableNames.includes("pending_change")) {
    for (const row of await select(`SELECT files FROM pending_change WHERE state = 'pending'`)) {
      for (const key of String(row.files ?? "").split(" ")) if (key) referenced.add(key);
    }
  }
  // Pictures' WebP variants, recorded beside their original (services/stored-images.ts).
  if (tableNames.includes("stored_image")) {
    for (const row of await select(`SELECT variants FROM stored_image`)) {
      for (const variant of parseVariantKeys(row.variants)) referenced.add(variant);
    }
  }
  return [...referenced].sort();
}
