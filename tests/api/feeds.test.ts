import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDS } from "../../server/src/content/feeds.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { unfoldICalendar } from "../support/icalendar.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { elementsNamed, parseXml } from "../support/xml.js";

// Issue 21, item 6: the RSS feeds of notices, GPS in news, events and newsletters and the
// iCalendar feed of events, read through the services from the demo content. The sitemap,
// the pages' feed links and the home page's JSON-LD need the built site: tests/e2e/discovery.test.ts.

let server: TestServer;
let admin: GraphQLTestClient;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, { headers });
}

describe("RSS feeds", () => {
  it.each(FEEDS.map((feed) => feed.name))("/feeds/%s.xml is well-formed RSS 2.0 whose links all answer", async (name) => {
    const response = await get(`/feeds/${name}.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const rss = parseXml(await response.text());
    expect(rss.name).toBe("rss");
    const items = elementsNamed(rss, "item");
    expect(items.length, "demo content has items").toBeGreaterThan(0);
    const guids = new Set<string>();
    for (const item of items) {
      const text = (child: string) => item.children.find((c) => c.name === child)?.text ?? "";
      expect(text("title")).not.toBe("");
      expect(Number.isNaN(Date.parse(text("pubDate")))).toBe(false);
      guids.add(text("guid"));
      // A notice may link elsewhere; the site's own files answer here, its pages once the site
      // is built (the e2e test).
      const link = new URL(text("link"));
      if (link.origin === server.url && link.pathname.startsWith("/uploads/")) expect((await fetch(link)).status, link.href).toBe(200);
      else if (link.origin !== server.url) expect(link.protocol).toMatch(/^https?:$/);
    }
    expect(guids.size).toBe(items.length);
  });

  it("answers 404 for a feed that does not exist, and for an RSS-only feed as a calendar", async () => {
    expect((await get("/feeds/passwords.xml")).status).toBe(404);
    expect((await get("/feeds/notices.ics")).status).toBe(404);
    expect((await get("/feeds/..%2Fnotices.xml")).status).toBe(404);
  });

  it("keeps a hostile notice title intact and the feed well-formed", async () => {
    const title = `Fees & dues <script>alert(1)</script> ]]> "quoted" ${"\u0007"}bell`;
    const created = await admin.request("mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id title } }", {
      input: { title, date: "2099-01-01", link: "https://example.org/?a=1&b=<2>" },
    });
    // Whether the title's control character is accepted or refused, what is stored must read back.
    const stored = created.errors
      ? (
          await admin.request("mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id title } }", {
            input: { title: title.replace("\u0007", ""), date: "2099-01-01", link: "https://example.org/?a=1&b=<2>" },
          })
        ).data!.createNotice.title
      : created.data!.createNotice.title;
    const rss = parseXml(await (await get("/feeds/notices.xml")).text());
    const first = elementsNamed(rss, "item")[0]!;
    expect(first.children.find((c) => c.name === "title")!.text).toBe(String(stored).replace(/[\u0000-\u001f]/g, ""));
    expect(first.children.find((c) => c.name === "link")!.text).toBe("https://example.org/?a=1&b=<2>");
  });

  it("is kept until the content changes, and compressed", async () => {
    await get("/feeds/gps-in-news.xml");
    const again = await get("/feeds/gps-in-news.xml", { "accept-encoding": "br" });
    expect(again.headers.get("x-answer-cache")).toBe("hit");
    expect(again.headers.get("content-encoding")).toBe("br");
    expect(again.headers.get("vary")).toContain("Accept-Encoding");
    expect(again.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    parseXml(await again.text()); // fetch decodes Brotli

    const before = await (await get("/feeds/notices.xml")).text();
    await admin.request("mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }", {
      input: { title: "A brand new notice", date: "2099-12-31", link: "https://example.org/new" },
    });
    const after = await get("/feeds/notices.xml");
    expect(after.headers.get("x-answer-cache")).toBeNull();
    const text = await after.text();
    expect(text).not.toBe(before);
    expect(text).toContain("A brand new notice");
  });
});

describe("the events calendar", () => {
  it("/feeds/events.ics is an RFC 5545 calendar of all-day events", async () => {
    const response = await get("/feeds/events.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    for (const line of text.slice(0, -2).split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const lines = unfoldICalendar(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
    const events = lines.join("\n").split("BEGIN:VEVENT\n").slice(1);
    expect(events.length).toBeGreaterThan(0);
    const uids = new Set<string>();
    for (const event of events) {
      const props = event.split("\n");
      const uid = props.find((p) => p.startsWith("UID:"));
      expect(uid).toBeDefined();
      uids.add(uid!);
      expect(props.find((p) => p.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      expect(props.find((p) => p.startsWith("DTSTART"))).toMatch(/^DTSTART;VALUE=DATE:\d{8}$/);
      expect(props.find((p) => p.startsWith("DTEND"))).toMatch(/^DTEND;VALUE=DATE:\d{8}$/);
      expect(props.find((p) => p.startsWith("SUMMARY:"))).toBeDefined();
      expect(props).toContain("END:VEVENT");
    }
    expect(uids.size).toBe(events.length);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps crawlers out of the administration area and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("Disallow: /admin-login");
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it("has no sitemap.xml without the server render (an API-only install)", async () => {
    expect((await get("/sitemap.xml")).status).toBe(404);
  });
});

describe("links to department pages", () => {
  it("lead to a section only when the department offers it", async () => {
    const firstLink = async () => {
      const rss = parseXml(await (await get("/feeds/events.xml")).text());
      return elementsNamed(elementsNamed(rss, "item")[0]!, "link")[0]!.text;
    };
    const before = new URL(await firstLink());
    const match = /^\/dept\/([^/]+)\/Various%20Events$/.exec(before.pathname);
    expect(match, before.pathname).not.toBeNull();
    const slug = decodeURIComponent(match![1]!);
    const department = await admin.request<{ departmentBySlug: { id: string } }>("query ($slug: String!) { departmentBySlug(slug: $slug) { id } }", { slug });
    const updated = await admin.request("mutation ($id: ID!, $input: UpdateDepartmentInput!) { updateDepartment(id: $id, input: $input) { id } }", {
      id: department.data!.departmentBySlug.id,
      input: { sections: ["about-department", "faculties"] },
    });
    expect(updated.errors).toBeUndefined();
    expect(new URL(await firstLink()).pathname).toBe(`/dept/${encodeURIComponent(slug)}/about-department`);
  });
});
