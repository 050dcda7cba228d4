import { useId, useState } from "react";
import { documentsMessages as m } from "../messages/documents.js";
import { FileLink, type FileInfoLike } from "./file-link.js";
import { InEnglishMark } from "./in-language.js";
import { useHydrated } from "./use-hydrated.js";

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
  /** Height of the embedded PDF in CSS pixels (spec: 500). */
  frameHeight?: number;
}

/** A list of PDFs, each opening an embedded frame under its button (aria-expanded). The frame is
 *  only created when its item opens, so closed documents cost nothing. In the server's HTML (and
 *  with JavaScript off) every item is a plain link to its PDF; after hydration they become buttons. */
export function DocumentAccordion({ items, allowSeveralOpen = false, frameHeight = 500 }: DocumentAccordionProps) {
  const baseId = useId();
  const hydrated = useHydrated();
  const [openIds, setOpenIds] = useState<string[]>([]);

  function toggle(id: string): void {
    setOpenIds((current) => {
      if (current.includes(id)) return current.filter((open) => open !== id);
      return allowSeveralOpen ? [...current, id] : [id];
    });
  }

  return (
    <ul className="document-accordion">
      {items.map((item, index) => {
        const open = openIds.includes(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li key={item.id} className="document-accordion-item">
            {hydrated ? (
              <button
                type="button"
                id={buttonId}
                className="document-accordion-button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span className="document-accordion-marker" aria-hidden="true">
                  {open ? "−" : "+"}
                </span>
                <span lang={item.lang}>{item.title}</span>
                <InEnglishMark lang={item.lang} />
              </button>
            ) : (
              <FileLink href={item.url} info={item.info} className="document-accordion-button">
                <span lang={item.lang}>{item.title}</span>
                <InEnglishMark lang={item.lang} />
              </FileLink>
            )}
            {hydrated ? (
              <div id={panelId} role="region" aria-labelledby={buttonId} className="document-accordion-panel" hidden={!open}>
                {open ? (
                  <>
                    <iframe src={item.url} title={m.frameTitle(item.title)} height={frameHeight} className="document-accordion-frame" />
                    <p className="document-accordion-link">
                      <FileLink href={item.url} info={item.info}>
                        {m.openInNewTab(item.title)}
                      </FileLink>
                    </p>
                  </>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
