import { DocumentAccordionIsland as DocumentAccordion } from "../islands/islands.js";
import { documentItems, type PublishedDocument } from "../ui/document-items.js";
import { EmptyMessage } from "../ui/query-state.js";

/** A titled section of published documents: their PDF accordion, or the empty message. */
export function DocumentsSection({ id, heading, documents, empty }: { id: string; heading: string; documents: readonly PublishedDocument[]; empty: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {documents.length === 0 ? <EmptyMessage text={empty} /> : <DocumentAccordion items={documentItems(documents)} />}
    </section>
  );
}
