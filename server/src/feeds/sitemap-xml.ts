import type { SitemapPage } from "../services/feeds/sitemap-pages.js";
import { xmlText } from "./xml-text.js";

// sitemap.xml (https://www.sitemaps.org/protocol.html): absolute addresses with the date each
// page last changed, and each page's versions in every language as xhtml:link alternates, with
// x-default (the English page) for readers of other languages
// (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
// One file holds up to 50,000 addresses; this site has a few hundred in each language.

export function writeSitemap(pages: readonly SitemapPage[], origin: string): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const page of pages) {
    const lastmod = page.lastModified ? `<lastmod>${page.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    const english = page.alternates.find((alternate) => alternate.language === "en");
    const alternates = [...page.alternates, ...(english ? [{ language: "x-default", path: english.path }] : [])]
      .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.language}" href="${xmlText(origin + alternate.path)}"/>`)
      .join("");
    lines.push(`<url><loc>${xmlText(origin + page.path)}</loc>${lastmod}${alternates}</url>`);
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** robots.txt: everything but the administration area may be crawled; names the sitemap. */
export function writeRobots(origin: string, adminPrefix: string): string {
  return [`User-agent: *`, `Disallow: ${adminPrefix}`, `Disallow: /graphql`, ``, `Sitemap: ${origin}/sitemap.xml`, ``].join("\n");
}
