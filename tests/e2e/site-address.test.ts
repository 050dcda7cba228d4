import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDS } from "../../server/src/content/feeds.js";
import { rawGet } from "../support/raw-request.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { elementsNamed, parseXml } from "../support/xml.js";
import { assertWellFormedByXmllint } from "../support/xmllint.js";
import { assertClientBuilt } from "./browser.js";

// Issue 34, items 5, 10 and 11, on the built site (plain HTTP, no browser): forged Host headers
// cannot empty the page cache (300 invented Hosts asking for sitemap.xml twice each once
// evicted "/" and "/mr"); with PUBLIC_URL every absolute link (sitemap, canonical, hreflang)
// is made from it; the sitemap lists content pages only, each with en, mr and x-default; Marathi
// pages link the Marathi feeds; GPS-news items have the anchors the feed links to.

const PUBLIC_URL = "https://gp.college.example";
const FORGED_HOSTS = 300;

let plain: TestServer;
let configured: TestServer;

beforeAll(async () => {
  assertClientBuilt();
  [plain, configured] = await Promise.all([
    startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } }),
    startTestServer({ seed: true, env: { SERVE_CLIENT: "true", PUBLIC_URL } }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([plain?.close(), configured?.close()]);
});

/** Whether the page at `path` came from the page cache (its fast path marks a hit). */
async function cacheMark(server: TestServer, pagePath: string): Promise<string | undefined> {
  const answer = await rawGet(`${server.url}${pagePath}`, { "accept-encoding": "br" });
  expect(answer.status, pagePath).toBe(200);
  return answer.headers["x-answer-cache"] as string | undefined;
}

/** Asks for sitemap.xml twice under each of many invented Hosts (the second time without compression, as the finding did). */
async function floodWithForgedHosts(server: TestServer): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < FORGED_HOSTS; i++) {
    const host = `forged-${i}.example`;
    statuses.push((await rawGet(`${server.url}/sitemap.xml`, { host, "accept-encoding": "gzip, br" })).status);
    statuses.push((await rawGet(`${server.url}/sitemap.xml`, { host })).status);
  }
  return statuses;
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf("</head>"));
}

function linkTags(head: string): Record<string, string>[] {
  return [...head.matchAll(/<link [^>]*>/g)].map((match) => Object.fromEntries([...match[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!])));
}

describe("forged Host headers", { timeout: 300_000 }, () => {
  it.each([
    ["without PUBLIC_URL", () => plain],
    ["with PUBLIC_URL", () => configured],
  ])("leave the cached pages cached (%s)", async (_name, serverOf) => {
    const server = serverOf();
    for (const pagePath of ["/", "/mr", "/gps-in-news"]) {
      await cacheMark(server, pagePath);
      expect(await cacheMark(server, pagePath), pagePath).toBe("hit");
    }
    const statuses = await floodWithForgedHosts(server);
    for (const pagePath of ["/", "/mr", "/gps-in-news"]) expect(await cacheMark(server, pagePath), pagePath).toBe("hit");
    // Refused without a site address; answered from one cached copy with it.
    expect(new Set(statuses)).toEqual(new Set([server === plain ? 421 : 200]));
  });
});

describe("with PUBLIC_URL", () => {
  it("sitemap.xml lists content pages only, from PUBLIC_URL, each with en, mr and x-default alternates", async () => {
    const answer = await rawGet(`${configured.url}/sitemap.xml`, { host: "evil.example" });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain("evil.example");
    const urls = elementsNamed(parseXml(answer.body), "url");
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      const loc = url.children.find((child) => child.name === "loc")!.text;
      expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
      const alternates = Object.fromEntries(url.children.filter((child) => child.name === "xhtml:link").map((link) => [link.attributes.hreflang, link.attributes.href]));
      expect(Object.keys(alternates).sort(), loc).toEqual(["en", "mr", "x-default"]);
      expect(alternates["x-default"]).toBe(alternates.en);
      expect(Object.values(alternates)).toContain(loc);
      for (const href of Object.values(alternates)) expect(href!.startsWith(`${PUBLIC_URL}/`), href).toBe(true);
      expect(new URL(loc).pathname, loc).not.toMatch(/^(\/mr)?\/(underdevelopment|forgot-password|search)$/);
    }
    assertWellFormedByXmllint(answer.body);
  });

  it("pages carry rel=canonical and hreflang links from PUBLIC_URL, and the feeds in their language", async () => {
    for (const pagePath of ["/", "/mr", "/gps-in-news", "/mr/dept/computer/about-department"]) {
      const html = (await rawGet(`${configured.url}${pagePath}`, { host: "evil.example" })).body;
      expect(html).not.toContain("evil.example");
      const links = linkTags(headOf(html));
      const english = pagePath === "/mr" ? "/" : pagePath.replace(/^\/mr\//, "/");
      const marathi = english === "/" ? "/mr" : `/mr${english}`;
      expect(
        links.filter((link) => link.rel === "canonical").map((link) => link.href),
        pagePath,
      ).toEqual([`${PUBLIC_URL}${pagePath}`]);
      const hreflang = Object.fromEntries(links.filter((link) => link.hreflang).map((link) => [link.hreflang, link.href]));
      expect(hreflang, pagePath).toEqual({ en: `${PUBLIC_URL}${english}`, mr: `${PUBLIC_URL}${marathi}`, "x-default": `${PUBLIC_URL}${english}` });
      const feeds = links.filter((link) => link.type === "application/rss+xml").map((link) => link.href);
      const prefix = pagePath.startsWith("/mr") ? "/mr/feeds/" : "/feeds/";
      expect(feeds, pagePath).toEqual(FEEDS.map((feed) => `${prefix}${feed.name}.xml`));
    }
    const home = (await rawGet(`${configured.url}/`)).body;
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)![1]!;
    expect(JSON.parse(jsonLd).url).toBe(`${PUBLIC_URL}/`);
  });
});

describe("Marathi feeds and GPS-news anchors on the built site", () => {
  it("every feed link in both languages answers 200, and GPS-news links land on their own card", async () => {
    const failures: string[] = [];
    for (const feed of FEEDS) {
      for (const feedPath of [`/feeds/${feed.name}.xml`, `/mr/feeds/${feed.name}.xml`]) {
        const rss = (await rawGet(`${plain.url}${feedPath}`)).body;
        for (const link of elementsNamed(parseXml(rss), "link").map((element) => element.text)) {
          if (!link.startsWith(plain.url)) continue; // a notice may point elsewhere
          const url = new URL(link);
          const answer = await rawGet(link);
          if (answer.status !== 200) failures.push(`${feedPath}: ${answer.status} ${link}`);
          if (url.hash && !answer.body.includes(`id="${url.hash.slice(1)}"`)) failures.push(`${feedPath}: no ${url.hash} in ${url.pathname}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
