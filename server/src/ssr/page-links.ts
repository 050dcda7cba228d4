import { LANGUAGES, pagePathOf, pathInLanguage, type Language } from "../content/languages.js";
import { feedDiscoveryLinks } from "../feeds/feed-links.js";
import { xmlText } from "../feeds/xml-text.js";

// The links in a rendered page's <head> that name addresses: its canonical address, the same
// page in each language (hreflang, x-default being the English page), and the feeds in its
// language. Absolute from PUBLIC_URL (base/site-address.ts, handed to the render workers) when
// it is set. Without it they stay root-relative, and the browser resolves them against the
// address it used: a page is rendered once and cached for every visitor, so it must never
// take its origin from a request's Host.

/**
 * The head links of the page at `address` (a canonical path, "/mr/gps-in-news"), or only the
 * feeds' for a page that is no address of its own (the not-found page, an unknown department).
 */
export function pageHeadLinks(siteOrigin: string | undefined, address: string | undefined, language: Language): string {
  const feeds = feedDiscoveryLinks(language);
  if (address === undefined) return feeds;
  const origin = siteOrigin ?? "";
  const pagePath = pagePathOf(address);
  const link = (attributes: string, path: string) => `<link ${attributes} href="${xmlText(origin + path)}">`;
  return (
    [
      link('rel="canonical"', address),
      ...LANGUAGES.map((other) => link(`rel="alternate" hreflang="${other}"`, pathInLanguage(pagePath, other))),
      link('rel="alternate" hreflang="x-default"', pathInLanguage(pagePath, "en")),
    ].join("") + feeds
  );
}
