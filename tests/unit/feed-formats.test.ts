import { describe, expect, it } from "vitest";
import { FEEDS } from "../../server/src/content/feeds.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { foldLine, icsText, writeICalendar } from "../../server/src/feeds/icalendar.js";
import { writeRss } from "../../server/src/feeds/rss.js";
import { writeRobots, writeSitemap } from "../../server/src/feeds/sitemap-xml.js";
import { xmlText } from "../../server/src/feeds/xml-text.js";
import type { FeedContent } from "../../server/src/services/feeds/feed-items.js";
import { unfoldICalendar } from "../support/icalendar.js";
import { elementsNamed, parseXml } from "../support/xml.js";

// The feed formats written from hostile text: RSS and the sitemap stay well-formed XML whatever
// a title holds, and the iCalendar file keeps RFC 5545's line rules.

const HOSTILE = "Fees & dues <b>bold</b> ]]> \"quoted\" 'single' \u0001\u0008\u000b\u000c\u001f\uffff\ud800 end";
const site = { origin: "https://college.example", name: "Government Polytechnic <Test> & Co" };

const MADE = new Date("2025-10-01T08:00:00Z");

function feedOf(title: string, description = "described", language: "en" | "mr" = "en"): FeedContent {
  return {
    spec: FEEDS.find((feed) => feed.name === "events")!,
    language,
    items: [
      { id: 7, title, date: "2025-11-03", link: "/dept/computer/Various%20Events", description, createdAt: MADE, updatedAt: new Date("2025-11-04T10:15:30.123Z") },
      {
        id: 8,
        title: "second",
        date: "2025-12-31",
        link: "https://elsewhere.example/a?b=1&c=2",
        description: "the second",
        createdAt: MADE,
        updatedAt: new Date("2025-12-01T00:00:00Z"),
      },
    ],
    updatedAt: new Date("2025-12-01T00:00:00Z"),
  };
}

describe("XML text", () => {
  it("escapes markup and drops the characters XML 1.0 forbids", () => {
    const escaped = xmlText(HOSTILE);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: none of the characters XML 1.0 forbids may be left
    expect(escaped).not.toMatch(/[<>]|\]\]>|[\u0000-\u0008\u000b\u000c\u000e-\u001f\uffff\ud800]/);
    expect(parseXml(`<t a="${escaped}">${escaped}</t>`).text).toBe("Fees & dues <b>bold</b> ]]> \"quoted\" 'single'  end");
  });
});

describe("RSS", () => {
  it("stays well-formed with a hostile title and description, links made absolute", () => {
    const rss = parseXml(writeRss(feedOf(HOSTILE, `A description\nwith </description> & more`), site));
    expect(rss.name).toBe("rss");
    expect(rss.attributes.version).toBe("2.0");
    const items = elementsNamed(rss, "item");
    expect(items).toHaveLength(2);
    const first = items[0]!;
    const child = (name: string) => first.children.find((c) => c.name === name)!.text;
    expect(child("title")).toContain("Fees & dues <b>bold</b> ]]>");
    expect(child("description")).toContain("</description> & more");
    expect(child("link")).toBe("https://college.example/dept/computer/Various%20Events");
    expect(child("pubDate")).toBe("Mon, 03 Nov 2025 00:00:00 GMT");
    expect(items[1]!.children.find((c) => c.name === "link")!.text).toBe("https://elsewhere.example/a?b=1&c=2");
    expect(elementsNamed(rss, "title")[0]!.text).toBe("Government Polytechnic <Test> & Co: Events");
    expect(elementsNamed(rss, "language")[0]!.text).toBe("en");
  });

  it("writes the Marathi feed with its own words, language and addresses", () => {
    const rss = parseXml(writeRss(feedOf("कार्यशाळा", "वर्णन", "mr"), { ...site, name: "शासकीय तंत्रनिकेतन" }));
    expect(elementsNamed(rss, "language")[0]!.text).toBe("mr");
    expect(elementsNamed(rss, "title")[0]!.text).toBe("शासकीय तंत्रनिकेतन: कार्यक्रम");
    expect(elementsNamed(rss, "link")[0]!.text).toBe("https://college.example/mr");
    expect(elementsNamed(rss, "atom:link")[0]!.attributes.href).toBe("https://college.example/mr/feeds/events.xml");
    expect(elementsNamed(rss, "guid")[0]!.text).toBe("https://college.example/mr/feeds/events.xml#7");
  });
});

describe("iCalendar", () => {
  const ics = writeICalendar(feedOf(`${HOSTILE}; with, separators \\ and a long tail: ${"मराठी ".repeat(20)}`, "line one\nline two"), site);

  it("ends every line in CRLF and folds them at 75 octets without splitting a character", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    const lines = ics.slice(0, -2).split("\r\n");
    for (const line of lines) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\n");
      expect(line).not.toContain("\uFFFD");
    }
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(foldLine("a".repeat(200)).split("\r\n ").join("")).toBe("a".repeat(200));
  });

  it("has the required properties, all-day dates and escaped text", () => {
    const lines = unfoldICalendar(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    // Nothing of the address the calendar was read through: the event and when it was made.
    expect(lines).toContain("UID:events-7-20251001T080000Z");
    expect(lines.filter((line) => line.startsWith("UID:")).join()).not.toContain("college.example");
    expect(lines).toContain("DTSTAMP:20251104T101530Z");
    expect(lines).toContain("DTSTART;VALUE=DATE:20251103");
    expect(lines).toContain("DTEND;VALUE=DATE:20251104");
    expect(lines).toContain("DTEND;VALUE=DATE:20260101");
    expect(lines).toContain("DESCRIPTION:line one\\nline two");
    const summary = lines.find((line) => line.startsWith("SUMMARY:"))!;
    expect(summary).toContain("with\\, separators \\\\ and");
    expect(summary).toContain("\\;");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may be left in the iCalendar text
    expect(summary).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    expect(lines).toContain("URL:https://college.example/dept/computer/Various%20Events");
  });

  it("escapes TEXT values as RFC 5545 3.3.11 says", () => {
    expect(icsText("a,b;c\\d\r\ne\nf")).toBe("a\\,b\\;c\\\\d\\ne\\nf");
  });
});

describe("sitemap and robots.txt", () => {
  it("writes a well-formed sitemap with escaped addresses and dates", () => {
    const xml = parseXml(
      writeSitemap(
        [
          { path: "/a?x=1&y=<2>", lastModified: new Date("2025-01-02T03:04:05Z"), alternates: [] },
          { path: "/", alternates: [] },
        ],
        site.origin,
      ),
    );
    expect(xml.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(elementsNamed(xml, "loc").map((loc) => loc.text)).toEqual(["https://college.example/a?x=1&y=<2>", "https://college.example/"]);
    expect(elementsNamed(xml, "lastmod").map((date) => date.text)).toEqual(["2025-01-02"]);
  });

  it("names each page's versions in both languages as xhtml:link alternates", () => {
    const alternates = [
      { language: "en" as const, path: "/sitemap" },
      { language: "mr" as const, path: "/mr/sitemap" },
    ];
    const xml = parseXml(
      writeSitemap(
        [
          { path: "/sitemap", alternates },
          { path: "/mr/sitemap", alternates },
        ],
        site.origin,
      ),
    );
    expect(xml.attributes["xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
    const links = elementsNamed(xml, "xhtml:link").map((link) => `${link.attributes.hreflang} ${link.attributes.href}`);
    const each = ["en https://college.example/sitemap", "mr https://college.example/mr/sitemap", "x-default https://college.example/sitemap"];
    expect(links).toEqual([...each, ...each]);
  });

  it("keeps the administration area out of robots.txt and names the sitemap", () => {
    const robots = writeRobots(site.origin, "/admin-login");
    expect(robots).toContain("Disallow: /admin-login");
    expect(robots).toContain("Sitemap: https://college.example/sitemap.xml");
  });
});

describe("the feeds registry", () => {
  it("names existing types and fields", () => {
    for (const feed of FEEDS) {
      const spec = CONTENT_TYPES[feed.type];
      expect(spec, feed.name).toBeDefined();
      const fields = spec.fields as Record<string, { kind: string }>;
      if (feed.dateField !== "createdAt") expect(["date", "session"], `${feed.name} date`).toContain(fields[feed.dateField]?.kind);
      const words = Object.values(feed.words).flatMap((w) => [w.itemTitle ?? "", w.itemDescription]);
      const placeholders = [...words, ...feed.link].flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)).filter((field) => field !== "id");
      for (const field of [...placeholders, ...feed.link.filter((link) => !link.startsWith("/")), ...(feed.descriptionField ? [feed.descriptionField] : [])]) {
        expect(fields[field], `${feed.name}: ${field}`).toBeDefined();
      }
      expect(spec.access.read).toBe("public");
    }
  });
});
