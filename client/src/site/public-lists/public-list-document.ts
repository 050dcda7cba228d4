import { parse, type DocumentNode } from "graphql";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { columnFields } from "../../../../server/src/content/public-block.js";
import type { PublicListPage } from "../../../../server/src/content/public-types.js";

// The generic list page's query, written from the type's public block: the fields its layout
// shows, each file field with its type and size, and the marks of fields shown in English on a
// Marathi page. One document per page (list or archive), made once.

/** The most rows a list page shows; the archive's older rows stay in the feed and the search. */
export const LIST_LIMIT = 100;

export function publicListQueryText(page: PublicListPage): string {
  const { type, layout, archived } = page;
  const selections = rowSelections(type, [
    type.titleField,
    ...(layout.kind === "table" ? layout.columns.flatMap(columnFields) : [layout.dateField, ...layout.linkFields]),
  ]);
  if (!archived && type.lifecycle?.newBadge) selections.push("isNew");
  const name = `PublicList${type.graphql.type}${archived ? "Archive" : ""}`;
  return `query ${name} {\n${listSelection(type.graphql.list, `archived: ${archived}, `, selections)}${noticesSelection(page)}}\n`;
}

/** The newest notices of the child type (a tender's corrigenda), which the page sorts under their parents. */
function noticesSelection({ notices }: PublicListPage): string {
  if (!notices) return "";
  const { spec, parentField, dateField, linkFields } = notices;
  return listSelection(spec.graphql.list, "", rowSelections(spec, [spec.titleField, parentField, dateField, ...linkFields]));
}

/** A row's id, its marks of fields shown in English, and the fields named (each file with its type and size). */
function rowSelections(spec: ContentTypeSpec, names: readonly string[]): string[] {
  return ["id", "fallbackToEnglish", ...[...new Set(names)].flatMap((name) => fieldSelection(name, spec.fields[name]!.kind))];
}

function listSelection(list: string, archived: string, selections: readonly string[]): string {
  return `  ${list}(${archived}limit: ${LIST_LIMIT}) {\n    items {\n      ${selections.join("\n      ")}\n    }\n  }\n`;
}

function fieldSelection(name: string, kind: string): string[] {
  return kind === "pdf" || kind === "image" ? [name, `${name}Info {\n        contentType\n        bytes\n      }`] : [name];
}

const documents = new WeakMap<PublicListPage, DocumentNode>();

export function publicListDocument(page: PublicListPage): DocumentNode {
  let document = documents.get(page);
  if (!document) {
    document = parse(publicListQueryText(page));
    documents.set(page, document);
  }
  return document;
}
