import type { ContentTypeSpec } from "./define.js";
import { semesterLabel } from "./vocabulary.js";

/** A row's title field as text for short lists (dashboard, trash): a semester by its name, files as nothing. */
export function rowTitle(spec: ContentTypeSpec, row: Readonly<Record<string, unknown>>): string {
  const value = row[spec.titleField];
  const kind = spec.fields[spec.titleField]!.kind;
  const title = kind === "semester" ? semesterLabel(Number(value)) : kind === "pdf" || kind === "image" ? "" : value;
  return title === null || title === undefined ? "" : String(title);
}
