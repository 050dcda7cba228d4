import type { AccordionDocument } from "./document-accordion.js";
import type { FileInfoLike } from "./file-link.js";

export interface PublishedDocument {
  id: string;
  title: string;
  documentPdf: string;
  documentPdfInfo?: FileInfoLike | null;
}

/** Published documents (the Document type of the API) as the items of a DocumentAccordion. */
export function documentItems(documents: readonly PublishedDocument[]): AccordionDocument[] {
  return documents.map((d) => ({ id: d.id, title: d.title, url: d.documentPdf, info: d.documentPdfInfo }));
}
