import { FEEDS } from "../content/feeds.js";
import { xmlText } from "./xml-text.js";

/** The site's feeds as <link> elements for every page's <head>, so browsers and feed readers find them. */
export function feedDiscoveryLinks(): string {
  return FEEDS.map((feed) => `<link rel="alternate" type="application/rss+xml" title="${xmlText(feed.title)}" href="/feeds/${feed.name}.xml">`).join("");
}
