import { type DataSource, EntitySchema } from "typeorm";
import { BrokenLink, CONTENT_ENTITIES, ContentTypeVersion, MEMBER_ENTITIES, PdfText, SiteSettings, StoredFileName, StoredImage } from "./entities/index.js";
import type { SourceOfTable } from "../base/read-sources.js";

// The sources of public content, by table: a content type's rows and its members are the type
// (its key), the settings row is "siteSettings", the broken links are "brokenLinks". Whoever
// writes one bumps its number (services/content-version.ts) under the same name.

export const SITE_SETTINGS_SOURCE = "siteSettings";
export const BROKEN_LINKS_SOURCE = "brokenLinks";

/**
 * Tables that are no source of their own: a stored picture's sizes and a file's original name
 * are written with the row that names them (whose type's number moves) and never change; a
 * PDF's text serves search, whose answers are never kept; the sources' numbers are the numbers.
 * The content version's row is left out on purpose: it holds the moment of the last change
 * (siteUpdatedAt), so an answer that read it depends on every change, as one that read an
 * unknown table does.
 */
const UNCHANGING = [StoredImage, StoredFileName, PdfText, ContentTypeVersion];

/** How TypeORM's metadata names an entity: an EntitySchema by its target or name, a class by itself. */
const targetOf = (entity: unknown): unknown => (entity instanceof EntitySchema ? (entity.options.target ?? entity.options.name) : entity);

/** The sources by table name, from the entities' metadata (built when the data source initializes). */
function sourcesByTable(dataSource: DataSource): Map<string, string> {
  const sources: [unknown, string][] = [
    [SiteSettings, SITE_SETTINGS_SOURCE],
    [BrokenLink, BROKEN_LINKS_SOURCE],
    ...UNCHANGING.map((entity) => [entity, "none"] as [unknown, string]),
    ...Object.entries(CONTENT_ENTITIES).map(([key, entity]) => [entity, key] as [unknown, string]),
    ...Object.entries(MEMBER_ENTITIES).map(([key, entity]) => [entity, key] as [unknown, string]),
  ];
  const byTarget = new Map(sources.map(([entity, source]) => [targetOf(entity), source]));
  const byTable = new Map<string, string>();
  for (const metadata of dataSource.entityMetadatas) {
    const source = byTarget.get(metadata.target);
    if (source) byTable.set(metadata.tableName, source);
  }
  return byTable;
}

/** The source of each table of `dataSource`, worked out on first use (once it is initialized). */
export function sourceOfTableIn(dataSource: DataSource): SourceOfTable {
  let byTable: Map<string, string> | undefined;
  return (table) => {
    byTable ??= sourcesByTable(dataSource);
    return byTable.get(table);
  };
}
