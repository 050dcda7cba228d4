import type { FeedContent } from "../services/feeds/feed-items.js";
import { pathInLanguage } from "../content/languages.js";
import { feedPath } from "./feed-links.js";
import { xmlText } from "./xml-text.js";

// RSS 2.0 (https://www.rssboard.org/rss-specification) of one feed. Links are made absolute
// against the site's address; every item has a guid that stays the same when the item is
// edited (the feed's address and the row's id), so readers do not show it again as new.

export interface SiteIdentity {
  /** The site's address without a trailing slash: "https://college.example" (base/site-address.ts). */
  origin: string;
  /** The institute's name in the feed's language, put before each channel's title. */
  name: string;
}

export function absoluteUrl(origin: string, link: string): string {
  return link.startsWith("/") ? origin + link : link;
}

/** RFC 822 date-time as RSS wants it; a calendar date counts from midnight UTC. */
export function rfc822(date: string | Date): string {
  return (typeof date === "string" ? new Date(`${date}T00:00:00Z`) : date).toUTCString();
}

export function writeRss(feed: FeedContent, site: SiteIdentity): string {
  const words = feed.spec.words[feed.language];
  const self = `${site.origin}${feedPath(feed.spec.name, feed.language)}`;
  const channelTitle = site.name ? `${site.name}: ${words.title}` : words.title;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${xmlText(channelTitle)}</title>`,
    `<link>${xmlText(site.origin + pathInLanguage("/", feed.language))}</link>`,
    `<description>${xmlText(words.description)}</description>`,
    `<language>${feed.language}</language>`,
    `<atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
  ];
  if (feed.updatedAt) lines.push(`<lastBuildDate>${rfc822(feed.updatedAt)}</lastBuildDate>`);
  for (const item of feed.items) {
    lines.push(
      "<item>",
      `<title>${xmlText(item.title)}</title>`,
      `<link>${xmlText(absoluteUrl(site.origin, item.link))}</link>`,
      `<description>${xmlText(item.description)}</description>`,
      `<pubDate>${rfc822(item.date)}</pubDate>`,
      `<guid isPermaLink="false">${xmlText(`${self}#${item.id}`)}</guid>`,
      "</item>",
    );
  }
  lines.push("</channel>", "</rss>", "");
  return lines.join("\n");
}
