import { useId, useState } from "react";
import { documentsMessages as m } from "../messages/documents.js";
import { FileLink, type FileInfoLike } from "./file-link.js";
import { useHydrated } from "./use-hydrated.js";

export interface AccordionDocument {
  id: string;
  title: string;
  url: string;
  info?: FileInfoLike | null | undefined;
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
                {item.title}
              </button>
            ) : (
              <FileLink href={item.url} info={item.info} className="document-accordion-button">
                {item.title}
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
