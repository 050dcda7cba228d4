import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RenderedPage } from "../../client/src/entry-server.js";
import { DEVANAGARI_FONT_HEAD_SCRIPT } from "../../client/src/site/layout/devanagari-font.js";
import { loadPageTemplate } from "../../server/src/ssr/page-template.js";

// A rendered page put into the browser build's index.html (issue 35: in one pass over the
// template, cut once at its places, where each place used to copy the whole document): the
// page's language, its title, its own description instead of the general one, its head
// elements and links at the end of <head>, its markup and islands' props in the root.

const INDEX_HTML = [
  "<!doctype html>",
  '<html lang="en">',
  "  <head>",
  '    <meta name="description" content="The college in general." />',
  "    <title>Government Polytechnic</title>",
  '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '    <script type="module" crossorigin src="/assets/index-def.js"></script>',
  "  </head>",
  "  <body>",
  '    <div id="root"></div>',
  "  </body>",
  "</html>",
].join("\n");

function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "page-template-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(dir, "assets", "index-abc.css"), "body{margin:0}");
  return dir;
}

const page = (fields: Partial<RenderedPage>): RenderedPage => ({
  status: 200,
  lang: "en",
  body: "<p>Hello</p>",
  headHtml: "",
  state: "[]",
  pageSources: [],
  renderCount: 1,
  ...fields,
});

describe("a rendered page in the template", () => {
  const template = loadPageTemplate(clientDir());

  it("takes the page's title, description, head elements, markup and islands' props", () => {
    const html = template.assemble(
      page({ titleHtml: "Notices &amp; news", headHtml: '<meta name="description" content="Ours.">', body: '<main id="main">Notices</main>', state: '[{"a":1}]' }),
      "/notices",
    );
    expect(html).toBe(
      [
        "<!doctype html>",
        '<html lang="en">',
        "  <head>",
        "    ",
        "    <title>Notices &amp; news</title>",
        '    <style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled>',
        '    <script type="module" fetchpriority="low" crossorigin src="/assets/index-def.js"></script>',
        '  <meta name="description" content="Ours."><link rel="canonical" href="/notices"><link rel="alternate" hreflang="en" href="/notices">' +
          '<link rel="alternate" hreflang="mr" href="/mr/notices"><link rel="alternate" hreflang="x-default" href="/notices">' +
          html.slice(html.indexOf('<link rel="alternate" type="application/rss+xml"'), html.indexOf("</head>")) +
          "</head>",
        "  <body>",
        '    <div id="root"><main id="main">Notices</main></div><script type="application/json" id="island-props">[{"a":1}]</script>',
        "  </body>",
        "</html>",
      ].join("\n"),
    );
  });

  it("keeps the template's title and description for a page without its own, in the page's language", () => {
    const html = template.assemble(page({ lang: "mr" }));
    expect(html).toContain('<html lang="mr">');
    expect(html).toContain("<title>Government Polytechnic</title>");
    expect(html).toContain('<meta name="description" content="The college in general." />');
    expect(html).toContain(`<script>${DEVANAGARI_FONT_HEAD_SCRIPT}</script>`);
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<div id="root"><p>Hello</p></div><script type="application/json" id="island-props">[]</script>');
  });
});
