import type { ReactNode } from "react";
import { DocumentAccordionIsland as DocumentAccordion } from "../../../islands/islands.js";
import type { AccordionDocument } from "../../../ui/document-accordion.js";
import { HeadedList } from "../../../ui/headed-list.js";

/** Curriculum, Department Portfolio and IRG: an accordion of PDFs, one open at a time. */
export function PdfAccordionSection({
  heading,
  items,
  empty,
  rowsOfTwo = false,
}: {
  heading: ReactNode;
  items: AccordionDocument[];
  empty: string;
  rowsOfTwo?: boolean;
}) {
  return (
    <HeadedList heading={heading} items={items} empty={empty}>
      {() => (
        <div className={rowsOfTwo ? "department-accordion rows-of-two" : "department-accordion"}>
          <DocumentAccordion items={items} />
        </div>
      )}
    </HeadedList>
  );
}
