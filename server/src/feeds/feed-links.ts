import { FEEDS } from "../content/feeds.js";
import { pathInLanguage, type Language } from "../content/languages.js";
import { xmlText } from "./xml-text.js";

/** A feed's path in a language: /feeds/notices.xml, /mr/feeds/notices.xml. */
export function feedPath(name: string, language: Language, extension: "xml" | "ics" = "xml"): string {
  return pathInLanguage(`/feeds/${name}.${extension}`, language);
}

/** The site's feeds in the page's language as <link> elements for its <head>, so browsers and feed readers find them. */
export function feedDiscoveryLinks(language: Language): string {
  return FEEDS.map(
    (feed) => `<link rel="alternate" type="application/rss+xml" title="${xmlText(feed.words[language].title)}" href="${feedPath(feed.name, language)}">`,
  ).join("");
}
