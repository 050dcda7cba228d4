import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDS } from "../../server/src/content/feeds.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { unfoldICalendar } from "../support/icalendar.js";
import { rawGet } from "../support/raw-request.js";
import { assertWellFormedByXmllint } from "../support/xmllint.js";
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

  it("has the feed a public block declares: /feeds/tenders.xml lists the open tenders, not the closed one, in both languages", async () => {
    const titles = async (path: string) =>
      elementsNamed(parseXml(await (await get(path)).text()), "item").map((item) => item.children.find((c) => c.name === "title")?.text);
    expect(await titles("/feeds/tenders.xml")).toEqual(
      expect.arrayContaining(["Supply of computers for the computer laboratory", "Annual maintenance of the campus water supply"]),
    );
    expect(await titles("/feeds/tenders.xml")).not.toContain("Painting of the girls hostel");
    expect(await titles("/mr/feeds/tenders.xml")).toContain("संगणक प्रयोगशाळेसाठी संगणकांचा पुरवठा");
    expect(await (await get("/feeds/tenders.xml")).text()).toContain("Tender GPS/TND/2030/01: Supply of computers");
  });

  it("has the recruitment and circulars feeds: current rows only, in both languages", async () => {
    const titles = async (path: string) =>
      elementsNamed(parseXml(await (await get(path)).text()), "item").map((item) => item.children.find((c) => c.name === "title")?.text);
    expect(await titles("/feeds/recruitment.xml")).toEqual(["Lecturer in Computer Engineering (contract)"]);
    expect(await titles("/mr/feeds/recruitment.xml")).toEqual(["संगणक अभियांत्रिकी अधिव्याख्याता (कंत्राटी)"]);
    expect(await titles("/feeds/circulars.xml")).toEqual(expect.arrayContaining(["Office hours during the winter term", "Duties for the winter examinations"]));
    expect(await titles("/feeds/circulars.xml")).not.toContain("Monsoon safety on the campus");
    expect(await titles("/mr/feeds/circulars.xml")).toContain("हिवाळी सत्रातील कार्यालयीन वेळ");
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
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the feed drops the control characters the stored title has
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

// Issue 34, items 5, 10 and 12: links from the site's address, never from a forged Host; the
// feeds in Marathi; every item described, dated and linked as a reader expects; conditional GETs.

function itemsOf(xml: string) {
  return elementsNamed(parseXml(xml), "item").map((item) => {
    const text = (child: string) => item.children.find((c) => c.name === child)?.text ?? "";
    return { title: text("title"), link: text("link"), description: text("description"), pubDate: text("pubDate") };
  });
}

describe("the site's address without PUBLIC_URL", () => {
  const port = () => new URL(server.url).port;

  it("refuses a Host that is not this server's with 421 and makes no links for it", async () => {
    for (const path of ["/feeds/notices.xml", "/mr/feeds/notices.xml", "/feeds/events.ics", "/robots.txt"]) {
      const forged = await rawGet(`${server.url}${path}`, { host: "evil.example" });
      expect(forged.status, path).toBe(421);
      expect(forged.body).not.toContain("evil.example");
    }
  });

  it("writes links with the server's own address as the request named it", async () => {
    for (const host of [`localhost:${port()}`, `127.0.0.1:${port()}`]) {
      const answer = await rawGet(`${server.url}/robots.txt`, { host });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    }
  });
});

describe("the feeds' items", () => {
  it.each(FEEDS.flatMap((feed) => [`/feeds/${feed.name}.xml`, `/mr/feeds/${feed.name}.xml`]))("%s is well-formed and describes every item", async (path) => {
    const text = await (await get(path)).text();
    assertWellFormedByXmllint(text);
    const items = itemsOf(text);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.description, item.title).not.toBe("");
  });

  it("dates newsletters by their session and lists them newest first", async () => {
    const rows = (await admin.request<{ newsletters: { items: { session: string }[] } }>("{ newsletters(limit: 100) { items { session } } }")).data!.newsletters.items;
    const items = itemsOf(await (await get("/feeds/newsletters.xml")).text());
    const sessions = new Set(rows.map((row) => row.session.slice(0, 4)));
    for (const item of items) {
      expect(sessions, `${item.title}: ${item.pubDate}`).toContain(String(new Date(item.pubDate).getUTCFullYear()));
      expect(item.title).toContain(String(new Date(item.pubDate).getUTCFullYear()));
    }
    const times = items.map((item) => Date.parse(item.pubDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size, "sessions differ").toBeGreaterThan(1);
  });

  it("links every GPS-news item to its own card", async () => {
    const links = itemsOf(await (await get("/feeds/gps-in-news.xml")).text()).map((item) => new URL(item.link));
    for (const link of links) expect(`${link.pathname}${link.hash}`).toMatch(/^\/gps-in-news#news-\d+$/);
    expect(new Set(links.map((link) => link.hash)).size).toBe(links.length);
  });

  it("gives calendar events UIDs that do not change with the address asked", async () => {
    const uidsFor = async (host: string) => unfoldICalendar((await rawGet(`${server.url}/feeds/events.ics`, { host })).body).filter((line) => line.startsWith("UID:"));
    const port = new URL(server.url).port;
    const viaLoopback = await uidsFor(`127.0.0.1:${port}`);
    expect(viaLoopback.length).toBeGreaterThan(0);
    expect(await uidsFor(`localhost:${port}`)).toEqual(viaLoopback);
    for (const uid of viaLoopback) expect(uid).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});

describe("Marathi feeds", () => {
  it("/mr/feeds/... are in Marathi where the content has Marathi, linking Marathi pages", async () => {
    const english = await (await get("/feeds/notices.xml")).text();
    const response = await get("/mr/feeds/notices.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const rss = parseXml(await response.text());
    expect(elementsNamed(rss, "language")[0]!.text).toBe("mr");
    const channelTitle = elementsNamed(rss, "title")[0]!.text;
    expect(channelTitle).toMatch(/[\u0900-\u097f]/);
    expect(elementsNamed(rss, "link")[0]!.text).toBe(`${server.url}/mr`);
    expect(elementsNamed(rss, "atom:link")[0]!.attributes.href).toBe(`${server.url}/mr/feeds/notices.xml`);
    const marathi = elementsNamed(rss, "item").map((item) => item.children.find((c) => c.name === "title")!.text);
    expect(
      marathi.some((title) => /[\u0900-\u097f]/.test(title)),
      "demo notices have Marathi titles",
    ).toBe(true);
    expect(marathi).not.toEqual(itemsOf(english).map((item) => item.title));
  });
});

describe("conditional GETs", () => {
  it.each(["/feeds/notices.xml", "/mr/feeds/gps-in-news.xml", "/feeds/events.ics", "/robots.txt"])("%s carries an ETag and answers 304 to it", async (path) => {
    const first = await get(path, { "accept-encoding": "gzip" });
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    await first.arrayBuffer();
    // Fresh and from the cache alike.
    for (let i = 0; i < 2; i++) {
      const again = await get(path, { "if-none-match": etag!, "accept-encoding": "br" });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
    const other = await get(path, { "if-none-match": '"something-else"' });
    expect(other.status).toBe(200);
  });
});

describe("with PUBLIC_URL", () => {
  const PUBLIC_URL = "https://gp.college.example";
  let configured: TestServer;

  beforeAll(async () => {
    configured = await startTestServer({ seed: true, env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
  }, 180_000);

  afterAll(async () => {
    await configured?.close();
  });

  it("makes every absolute link from it, whatever Host is asked", async () => {
    for (const host of ["evil.example", new URL(configured.url).host]) {
      const robots = await rawGet(`${configured.url}/robots.txt`, { host });
      expect(robots.status).toBe(200);
      expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      for (const feed of FEEDS) {
        const rss = await rawGet(`${configured.url}/feeds/${feed.name}.xml`, { host });
        expect(rss.body).not.toContain(host);
        // A notice may link to another site; every other item is a page or file of this one.
        if (feed.name !== "notices") for (const item of itemsOf(rss.body)) expect(item.link.startsWith(`${PUBLIC_URL}/`), item.link).toBe(true);
      }
      const calendar = await rawGet(`${configured.url}/feeds/events.ics`, { host });
      for (const line of unfoldICalendar(calendar.body).filter((line) => line.startsWith("URL:"))) expect(line).toMatch(new RegExp(`^URL:${PUBLIC_URL}/`));
    }
  });

  it("keeps one copy of a feed, not one per Host", async () => {
    await rawGet(`${configured.url}/feeds/notices.xml`, { host: "one.example" });
    const second = await rawGet(`${configured.url}/feeds/notices.xml`, { host: "two.example" });
    expect(second.headers["x-answer-cache"]).toBe("hit");
  });
});
