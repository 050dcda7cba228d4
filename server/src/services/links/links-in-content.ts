import { isFileKind, type ContentTypeSpec } from "../../content/define.js";
import { fileUrl } from "../../content/kinds/index.js";
import { markdownHrefs } from "../../content/link-targets.js";
import type { ContentRow } from "../content-service.types.js";

// The links a content row holds, read from its registry entry: every address in its Markdown
// texts, its web address fields, and its stored documents and pictures (as /uploads/ paths).
// Only types visitors read are checked: a broken link elsewhere is never shown to anyone.

export interface LinkInContent {
  field: string;
  href: string;
}

/** Whether visitors read this type (so its links appear on public pages). */
export const isCheckedType = (spec: ContentTypeSpec) => spec.access.read === "public";

export function linksInRow(spec: ContentTypeSpec, row: ContentRow): LinkInContent[] {
  const links: LinkInContent[] = [];
  for (const [field, fieldSpec] of Object.entries(spec.fields)) {
    const value = row[field];
    if (typeof value !== "string" || value.trim() === "") continue;
    if (fieldSpec.kind === "markdown") for (const href of markdownHrefs(value)) links.push({ field, href });
    else if (fieldSpec.kind === "url") links.push({ field, href: value.trim() });
    // The address the API gives visitors (a key, or an old row's whole /uploads/ path).
    else if (isFileKind(fieldSpec.kind)) links.push({ field, href: fileUrl(value)! });
  }
  return links;
}
