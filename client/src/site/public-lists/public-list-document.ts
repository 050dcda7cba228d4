import { parse, type DocumentNode } from "graphql";
import type { PublicListPage } from "../../../../server/src/content/public-types.js";

// The generic list page's query, written from the type's public block: the fields its layout
// shows, each file field with its type and size, and the marks of fields shown in English on a
// Marathi page. One document per page (list or archive), made once.

/** The most rows a list page shows; the archive's older rows stay in the feed and the search. */
export const LIST_LIMIT = 100;

export function publicListQueryText(page: PublicListPage): string {
  const { type, layout, archived } = page;
  const shown = new Set([type.titleField, ...(layout.kind === "table" ? layout.columns : [layout.dateField, ...layout.linkFields])]);
  const selections = ["id", "fallbackToEnglish", ...[...shown].flatMap((name) => fieldSelection(name, type.fields[name]!.kind))];
  if (!archived && type.lifecycle?.newBadge) selections.push("isNew");
  const name = `PublicList${type.graphql.type}${archived ? "Archive" : ""}`;
  return `query ${name} {\n  ${type.graphql.list}(archived: ${archived}, limit: ${LIST_LIMIT}) {\n    items {\n      ${selections.join("\n      ")}\n    }\n  }\n}\n`;
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
