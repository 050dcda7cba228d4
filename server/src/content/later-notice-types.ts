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

/** The date a notice is listed by, before its title. */
const ISSUED_ON = "issuedOn";

/**
 * A type's later notices: `type`, their content type (export it under its key), and `listed`, the
 * parent's public block `notices`, naming their key, parent field, date and PDF as `type` has them;
 * `listed` is written as the parent's field their parent field holds and what they are called.
 */
export function laterNotices({ listed, ...notice }: LaterNoticeOptions & { listed: Pick<PublicNotices, "matches" | "label"> }): { type: ContentTypeSpec; listed: PublicNotices } {
  return {
    type: defineLaterNoticeType(notice),
    listed: { type: notice.key, parentField: notice.parent.field, matches: listed.matches, dateField: ISSUED_ON, linkFields: [notice.pdf.field], label: listed.label },
  };
}

/**
 * Fields: the parent's number, the title (English and Marathi), "Issued on" and the PDF, all
 * required; public to read, newest first, searched by title and number; under Site in the panel.
 */
function defineLaterNoticeType({ parent, titleHelp, pdf, ...names }: LaterNoticeOptions): ContentTypeSpec {
  const fields: Record<string, FieldSpec> = {
    [parent.field]: { kind: "text", label: parent.label, required: true, help: parent.help },
    title: { ...requiredTranslatableText("Title"), ...(titleHelp ? { help: titleHelp } : {}) },
    [ISSUED_ON]: requiredDateField("Issued on"),
    [pdf.field]: requiredPdfField(pdf.label),
  };
  return defineContentType<Record<string, FieldSpec>>({
    ...names,
    fields,
    searchFields: ["title", parent.field],
    order: newestFirst(ISSUED_ON),
    admin: { group: "Site", columns: [ISSUED_ON, parent.field, "title", pdf.field] },
  });
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
