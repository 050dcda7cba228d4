import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { defineIsland, islandElement } from "../../client/src/islands/island.js";
import { selectLanguage } from "../../client/src/messages/active-language.js";
import { FieldValue } from "../../client/src/site/public-lists/field-value.js";
import { NoticeItem } from "../../client/src/site/notices/notice-item.js";
import { BrokenLinksProvider } from "../../client/src/ui/broken-links.js";
import { DocumentAccordion } from "../../client/src/ui/document-accordion.js";
import { FileLink } from "../../client/src/ui/file-link.js";

// Issue 37: a link the server's link check found broken (a web address field, a stored document
// whose file is missing) is never a link to visitors: its words, then "(link not available)" in
// the page's language. An island, drawn on its own, gets the broken addresses among its props.

const MISSING_FILE = "/uploads/notice/gone.pdf";
const BROKEN_PAGE = "/about-institute/no-such-page";
const BROKEN = [MISSING_FILE, BROKEN_PAGE];

/** A FileLink whose words are its child. */
const fileLink = (props: Omit<ComponentProps<typeof FileLink>, "children">, words: string) => createElement(FileLink, props as ComponentProps<typeof FileLink>, words);

const withBroken = (...children: ReactNode[]) => renderToStaticMarkup(createElement(BrokenLinksProvider, { hrefs: BROKEN }, ...children));

afterEach(async () => {
  await selectLanguage("en");
});

describe("a broken link on a public page", () => {
  it("is a stored file's words only, while a file that is there stays a link", () => {
    const html = withBroken(
      fileLink({ href: MISSING_FILE, info: { contentType: "application/pdf", bytes: 2048 } }, "Old tender"),
      fileLink({ href: "/uploads/notice/here.pdf" }, "New tender"),
    );
    expect(html).toContain('<span class="broken-link">Old tender<span class="broken-link-note"> (link not available)</span></span>');
    expect(html).not.toContain(`href="${MISSING_FILE}"`);
    expect(html).toMatch(/<a href="\/uploads\/notice\/here.pdf"[^>]*>New tender/);
  });

  it("is a web address field's words only, in a generic list and in a notice", () => {
    const field = { kind: "url", label: "Link" } as const;
    const html = withBroken(
      createElement(FieldValue, { row: { id: "1", link: BROKEN_PAGE }, name: "link", field, linkText: "Rules" }),
      createElement(FieldValue, { row: { id: "2", link: "/notices" }, name: "link", field, linkText: "Notices" }),
      createElement(NoticeItem, { notice: { id: "3", title: "Holiday list", date: "2026-01-02", link: BROKEN_PAGE } }),
    );
    expect(html).toContain('<span class="broken-link">Rules<span class="broken-link-note"> (link not available)</span></span>');
    expect(html).toContain('<span class="broken-link">Holiday list<span class="broken-link-note"> (link not available)</span></span>');
    expect(html).not.toContain(`href="${BROKEN_PAGE}"`);
    expect(html).toMatch(/<a href="\/notices"[^>]*>Notices/);
  });

  it("says so in Marathi on a Marathi page", async () => {
    await selectLanguage("mr");
    const html = withBroken(fileLink({ href: MISSING_FILE }, "जुनी निविदा"));
    expect(html).toContain('<span class="broken-link">जुनी निविदा<span class="broken-link-note"> (दुवा उपलब्ध नाही)</span></span>');
  });

  it("is carried into an island's props, so the island drawn on its own leaves it unlinked as the page would", () => {
    const Accordion = defineIsland("document-accordion", async () => DocumentAccordion);
    const items = [
      { id: "1", title: "Audit 2024", url: MISSING_FILE },
      { id: "2", title: "Audit 2025", url: "/uploads/notice/here.pdf" },
    ];
    const placeholder = withBroken(createElement(Accordion, { items }));
    const json = /data-island-props="([^"]*)"/.exec(placeholder)![1]!.replace(/&quot;/g, '"');
    const props = JSON.parse(json) as Record<string, unknown>;
    expect(props.islandBrokenLinks).toEqual([MISSING_FILE]);

    // The server's island render and the browser's hydration both draw through islandElement.
    const island = renderToStaticMarkup(islandElement(DocumentAccordion as never, props));
    expect(island).toContain('<span class="broken-link"><span class="document-accordion-verb">');
    expect(island).not.toContain(`href="${MISSING_FILE}"`);
    expect(island).toMatch(/<a href="\/uploads\/notice\/here.pdf"/);
    // An island among whose props no address is broken carries nothing more.
    const clean = renderToStaticMarkup(createElement(Accordion, { items: [items[1]!] }));
    expect(clean).not.toContain("islandBrokenLinks");
  });
});
