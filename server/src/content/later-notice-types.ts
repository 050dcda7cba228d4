// Types whose rows are dated notices issued later about a row of another type, listed under it
// by the other type's public block (`notices`, public-block.ts): a tender's corrigenda, a
// recruitment's interview lists and results. Each names its parent by a text field holding the
// parent's number as printed (a tender's reference number), which a clerk copies from it.
import { defineContentType, type ContentTypeSpec, type FieldSpec, type GraphQLNames } from "./define.js";
import type { PublicNotices } from "./public-block.js";
import { newestFirst, requiredDateField, requiredPdfField, requiredTranslatableText } from "./shared-fields.js";

interface LaterNoticeOptions {
  key: string;
  label: string;
  pluralLabel?: string;
  description: string;
  graphql?: Partial<GraphQLNames>;
  /** The field naming the parent: its name, label and help (an example of the number). */
  parent: { field: string; label: string; help: string };
  /** The title's help, if an example helps the clerk. */
  titleHelp?: string;
  /** The notice's PDF field and its label. */
  pdf: { field: string; label: string };
}

/**
 * A type's later notices. `type`, their content type (export it under its key): fields the
 * parent's number, the title (English and Marathi), "Issued on" and the PDF, all required; public
 * to read, newest first, searched by title and number; under Site in the panel. `listed`, the
 * parent's public block `notices`: their key, parent field, date and PDF as `type` has them, with
 * the parent's field their parent field holds and what they are called there.
 */
export function laterNotices({ listed, parent, titleHelp, pdf, ...names }: LaterNoticeOptions & { listed: Pick<PublicNotices, "matches" | "label"> }) {
  const fields: Record<string, FieldSpec> = {
    [parent.field]: { kind: "text", label: parent.label, required: true, help: parent.help },
    title: { ...requiredTranslatableText("Title"), ...(titleHelp ? { help: titleHelp } : {}) },
    issuedOn: requiredDateField("Issued on"),
    [pdf.field]: requiredPdfField(pdf.label),
  };
  const type: ContentTypeSpec = defineContentType<Record<string, FieldSpec>>({
    ...names,
    fields,
    searchFields: ["title", parent.field],
    order: newestFirst("issuedOn"),
    admin: { group: "Site", columns: ["issuedOn", parent.field, "title", pdf.field] },
  });
  const notices: PublicNotices = { type: names.key, parentField: parent.field, ...listed, dateField: "issuedOn", linkFields: [pdf.field] };
  return { type, listed: notices };
}

/** A later notice's parent: the type whose list shows it, the notice's field naming the parent and the parent's field it holds. */
export interface NoticeParent {
  spec: ContentTypeSpec;
  field: string;
  matches: string;
}

/** The parent of `spec`'s rows, read from the parent's public block (`notices`); undefined for a type that is no type's notices. */
export function noticeParentOf(spec: ContentTypeSpec, types: readonly ContentTypeSpec[]): NoticeParent | undefined {
  const parent = types.find((type) => type.public?.notices?.type === spec.key);
  const notices = parent?.public?.notices;
  return parent && notices ? { spec: parent, field: notices.parentField, matches: notices.matches } : undefined;
}
