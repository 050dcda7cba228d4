import type { FeedContent } from "../services/feeds/feed-items.js";
import { absoluteUrl, type SiteIdentity } from "./rss.js";

// An iCalendar file (RFC 5545) of a feed whose items are dated events: each is an all-day
// event (DATE values, DTEND the day after, as RFC 5545 3.6.1 says of a one-day event). Lines
// end in CRLF and are folded at 75 octets without splitting a UTF-8 character; text values
// escape backslash, semicolon, comma and newlines. A UID names the event, never the address the
// calendar was fetched from: it stays the same when the event is edited and whatever Host or
// PUBLIC_URL the file is read through, or a calendar would show every event twice.

const MAX_LINE_OCTETS = 75;

/** A TEXT value (RFC 5545 3.3.11); control characters other than newlines are not allowed. */
export function icsText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing the control characters RFC 5545 forbids is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\n/g, "\\n")
  );
}

/** A content line folded into lines of at most 75 octets, continuations starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // The first line may hold 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** "2025-11-03" as a DATE value, "20251103"; `plusDays` moves it. */
function icsDate(date: string, plusDays = 0): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + plusDays);
  return day.toISOString().slice(0, 10).replace(/-/g, "");
}

/** A UTC DATE-TIME value, "20251103T101500Z". */
function icsMoment(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The event's UID: the feed, the row and the moment it was made (unique across sites without naming one). */
export function eventUid(feedName: string, id: number, createdAt: Date): string {
  return `${feedName}-${id}-${icsMoment(createdAt)}`;
}

export function writeICalendar(feed: FeedContent, site: SiteIdentity): string {
  const title = feed.spec.words[feed.language].title;
  const calendarName = site.name ? `${site.name}: ${title}` : title;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//College website//${icsText(feed.spec.name)} feed//${feed.language.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(calendarName)}`,
  ];
  for (const item of feed.items) {
    if (typeof item.date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(item.date)) continue;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${eventUid(feed.spec.name, item.id, item.createdAt)}`,
      `DTSTAMP:${icsMoment(item.updatedAt)}`,
      `DTSTART;VALUE=DATE:${icsDate(item.date)}`,
      `DTEND;VALUE=DATE:${icsDate(item.date, 1)}`,
      `SUMMARY:${icsText(item.title)}`,
      `DESCRIPTION:${icsText(item.description)}`,
      `URL:${encodeURI(decodeURISafely(absoluteUrl(site.origin, item.link)))}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A URI value must hold no space or control character: encode what is not already encoded. */
function decodeURISafely(uri: string): string {
  try {
    return decodeURI(uri);
  } catch {
    return uri;
  }
}
