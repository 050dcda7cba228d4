import { describe, expect, it } from "vitest";
import { internalPath, isExternalHref, markdownHrefs, normalHref } from "../../server/src/content/link-targets.js";
import { linksInRow } from "../../server/src/services/links/links-in-content.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";

// How the link check reads links (issue 37): the same reading the site's Markdown uses, so what
// the server finds broken is what a page leaves unlinked.

describe("links in Markdown", () => {
  it("finds inline, angle-bracket and reference links, not pictures", () => {
    const text = [
      'Read [the rules](/about-institute/policies "Rules") and [the form](</uploads/forms/a.pdf>).',
      "![a picture](/uploads/pictures/p.png)",
      "Visit <https://example.org/board>.",
      "",
      "[charter]: /about-institute/citizen-charter",
    ].join("\n");
    expect(markdownHrefs(text)).toEqual(["/about-institute/policies", "/uploads/forms/a.pdf", "https://example.org/board", "/about-institute/citizen-charter"]);
  });

  it("tells other sites from this site's paths, and leaves mail, phone and same-page links alone", () => {
    expect(isExternalHref("https://example.org")).toBe(true);
    expect(isExternalHref("//example.org/x")).toBe(true);
    expect(isExternalHref("/notices")).toBe(false);
    expect(internalPath("/notices?page=2#top")).toBe("/notices");
    for (const other of ["mailto:office@college.example", "tel:+910000000000", "#top", "//example.org", "https://example.org"]) expect(internalPath(other)).toBeNull();
    expect(normalHref("/uploads/a b.pdf")).toBe(normalHref("/uploads/a%20b.pdf"));
  });
});

describe("links in a row", () => {
  it("reads Markdown in both languages, web addresses and stored files from the registry", () => {
    const pageText = CONTENT_TYPES.pageText;
    const row = { id: 1, key: "k", title: "T", body: "[a](/a)", bodyMr: "[ब](/b)", lastReviewedOn: null } as never;
    expect(linksInRow(pageText, row)).toEqual([
      { field: "body", href: "/a" },
      { field: "bodyMr", href: "/b" },
    ]);
    const person = { id: 2, name: "N", profileLink: "https://example.org/p", resumePdf: "people/r.pdf" } as never;
    expect(linksInRow(CONTENT_TYPES.person, person)).toEqual([
      { field: "profileLink", href: "https://example.org/p" },
      { field: "resumePdf", href: "/uploads/people/r.pdf" },
    ]);
  });
});
