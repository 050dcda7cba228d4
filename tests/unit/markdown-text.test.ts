import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrokenLinksProvider } from "../../client/src/ui/broken-links.js";
import { MarkdownText } from "../../client/src/ui/markdown-text.js";

// Page texts are written by administrators and shown to every visitor: the Markdown renderer
// must draw tables and links, and never turn HTML or script addresses in a text into live markup.

const HOSTILE = [
  "# Citizen's charter",
  "",
  "<script>alert('script')</script>",
  "",
  '<img src=x onerror="alert(1)">',
  "",
  '<iframe src="https://evil.example/"></iframe>',
  "",
  '<p onclick="alert(2)">Click me</p>',
  "",
  "[a script link](javascript:alert(3)) and [another](JaVaScRiPt:alert(4))",
  "",
  "[the board](https://example.org/board) and [our news](/gps-in-news)",
  "",
  "| Service | Time limit |",
  "| --- | --- |",
  "| Bonafide certificate | 2 working days |",
  "| Leaving certificate | 7 working days |",
].join("\n");

function render(text: string): string {
  return renderToStaticMarkup(createElement(MarkdownText, { text }));
}

describe("MarkdownText", () => {
  const html = render(HOSTILE);

  it("renders headings and GitHub tables", () => {
    expect(html).toContain("<h1>Citizen&#x27;s charter</h1>");
    expect(html).toMatch(/<table>.*<th>Service<\/th>.*<td>Bonafide certificate<\/td><td>2 working days<\/td>/s);
  });

  it("renders no element from raw HTML: no script, iframe, img or event attribute", () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toContain("alert(");
  });

  it("neutralises javascript: addresses", () => {
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain(">a script link</a>");
    expect(html).toMatch(/<a href="">a script link<\/a>/);
  });

  it("opens links to other sites in a new tab without handing it this page, saying they leave the site; own links stay", () => {
    expect(html).toContain(
      '<a href="https://example.org/board" target="_blank" rel="noopener noreferrer">the board<span class="leaves-site-icon" aria-hidden="true"> ↗</span><span class="visually-hidden"> (opens another site, in a new tab)</span></a>',
    );
    expect(html).toContain('<a href="/gps-in-news">our news</a>');
  });

  it("shows a link the server found broken as its words only, however its address is escaped", () => {
    const text = "[the old page](/about-institute/gone) and [a file](/uploads/a%20b.pdf) and [our news](/gps-in-news)";
    const broken = renderToStaticMarkup(
      createElement(BrokenLinksProvider, { hrefs: ["/about-institute/gone", "/uploads/a b.pdf"] }, createElement(MarkdownText, { text })),
    );
    const NOTE = '<span class="broken-link-note"> (link not available)</span>';
    expect(broken).toContain(`<span class="broken-link">the old page${NOTE}</span>`);
    expect(broken).toContain(`<span class="broken-link">a file${NOTE}</span>`);
    expect(broken).not.toContain("/about-institute/gone");
    expect(broken).toContain('<a href="/gps-in-news">our news</a>');
  });

  it("draws a text it has drawn before the same way, its links checked against each page's broken links", () => {
    // A text is parsed once and its elements reused (issue 35): the link check must still be the page's own.
    const text = "Read [the rules](/about-institute/rules-drawn-twice) first.";
    const plain = render(text);
    const broken = renderToStaticMarkup(createElement(BrokenLinksProvider, { hrefs: ["/about-institute/rules-drawn-twice"] }, createElement(MarkdownText, { text })));
    expect(plain).toBe('<div class="markdown-text"><p>Read <a href="/about-institute/rules-drawn-twice">the rules</a> first.</p></div>');
    expect(broken).toContain('<span class="broken-link">the rules<span class="broken-link-note"> (link not available)</span></span>');
    expect(render(text)).toBe(plain);
    expect(renderToStaticMarkup(createElement(MarkdownText, { text, lang: "en", className: "intro" }))).toBe(
      plain.replace('<div class="markdown-text">', '<div class="intro" lang="en">'),
    );
  });

  it("shows HTML-looking text inside code as text", () => {
    expect(render("`<script>alert(1)</script>`")).toContain("<code>&lt;script&gt;alert(1)&lt;/script&gt;</code>");
  });
});
