import type { AccordionDocument } from "./document-accordion.js";
import type { FileInfoLike } from "./file-link.js";
import { contentLang } from "./in-language.js";

export interface PublishedDocument {
  id: string;
  title: string;
  documentPdf: string;
  documentPdfInfo?: FileInfoLike | null;
  /** On Marathi pages: ["title"] when the title is the English one. */
  fallbackToEnglish?: readonly string[] | null;
}

/** Published documents (the Document type of the API) as the items of a DocumentAccordion. */
export function documentItems(documents: readonly PublishedDocument[]): AccordionDocument[] {
  return documents.map((d) => ({ id: d.id, title: d.title, url: d.documentPdf, info: d.documentPdfInfo, lang: contentLang(d, "title") }));
}
