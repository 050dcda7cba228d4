import { useId, useState } from "react";
import { documentsMessages as m } from "../messages/documents.js";
import { visitorMessages } from "../messages/visitor.js";
import { useIsBrokenLink } from "./broken-links.js";
import { FileLink, type FileInfoLike } from "./file-link.js";
import { InEnglishMark } from "./in-language.js";
import { useInlinePdf } from "./inline-pdf.js";

export interface AccordionDocument {
  id: string;
  title: string;
  url: string;
  info?: FileInfoLike | null | undefined;
  /** "en" when the title is stored content shown in English on a Marathi page (ui/in-language.tsx). */
  lang?: "en" | undefined;
}

interface DocumentAccordionProps {
  items: AccordionDocument[];
  /** Audit reports let several stay open; everywhere else opening one closes the other. */
  allowSeveralOpen?: boolean;
}

/** A list of PDFs. Each item is first and always its link, "Open <title> (PDF, 1.2 MB)", which
 *  opens the file in a new tab (the server's HTML, with or without scripts, on every screen).
 *  Where the browser shows PDFs inside a page (ui/inline-pdf.ts: not on phones) a "Show here"
 *  button beside it (aria-expanded) opens an embedded frame under it; the frame is only created
 *  when opened, so closed documents cost nothing. */
export function DocumentAccordion({ items, allowSeveralOpen = false }: DocumentAccordionProps) {
  const baseId = useId();
  const inlineViewer = useInlinePdf();
  const isBroken = useIsBrokenLink();
  const [openIds, setOpenIds] = useState<string[]>([]);
  const v = visitorMessages.documents;

  function toggle(id: string): void {
    setOpenIds((current) => {
      if (current.includes(id)) return current.filter((open) => open !== id);
      return allowSeveralOpen ? [...current, id] : [id];
    });
  }

  return (
    <ul className="document-accordion">
      {items.map((item, index) => {
        // A file the link check found missing has nothing to show here either.
        const inline = inlineViewer && !isBroken(item.url);
        const open = inline && openIds.includes(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li key={item.id} className="document-accordion-item">
            <div className="document-accordion-row">
              <FileLink href={item.url} info={item.info} className="document-accordion-open">
                <span className="document-accordion-verb">{v.open} </span>
                <span className="document-accordion-title" lang={item.lang}>
                  {item.title}
                </span>
                <InEnglishMark lang={item.lang} />
              </FileLink>
              {inline ? (
                <button type="button" id={buttonId} className="document-accordion-button" aria-expanded={open} aria-controls={panelId} onClick={() => toggle(item.id)}>
                  {open ? v.hide : v.showHere}
                  <span className="visually-hidden" lang={item.lang}>
                    : {item.title}
                  </span>
                </button>
              ) : null}
            </div>
            {inline ? (
              <div id={panelId} role="region" aria-labelledby={buttonId} className="document-accordion-panel" hidden={!open}>
                {open ? <iframe src={item.url} title={m.frameTitle(item.title)} height={500} className="document-accordion-frame" /> : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
