import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDS } from "../../server/src/content/feeds.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { elementsNamed, parseXml } from "../support/xml.js";
import { assertClientBuilt } from "./browser.js";

// Issue 21, item 6, the parts that need the built site (no browser: plain HTTP): sitemap.xml
// lists every public page and each answers 200, every feed's page links answer 200, every page
// links the feeds from its <head>, and the home page describes the college as JSON-LD that a
// hostile setting cannot break out of. Runs on PostgreSQL too with TEST_DATABASE_URL.

let server: TestServer;
let admin: GraphQLTestClient;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url, { redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

describe("sitemap.xml", () => {
  it("lists every public page with its last change, and each answers 200", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const urls = elementsNamed(parseXml(await response.text()), "url");
    const locs = urls.map((url) => url.children.find((c) => c.name === "loc")!.text);
    // Fixed pages, client-known parameters, and both kinds of stored ones.
    for (const path of ["/", "/gps-in-news", "/about-institute/", "/facilities/", "/dept/computer/Various%20Events", "/committe/"]) {
      expect(
        locs.some((loc) => loc.startsWith(`${server.url}${path}`)),
        path,
      ).toBe(true);
    }
    expect(locs.some((loc) => loc.includes("/admin-login"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls) expect(url.children.find((c) => c.name === "lastmod")?.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const failures: string[] = [];
    for (const loc of locs) {
      const status = await statusOf(loc);
      if (status !== 200) failures.push(`${status} ${loc}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("feeds on the built site", () => {
  it("links every feed from each page's head", async () => {
    for (const path of ["/", "/gps-in-news", "/dept/computer/about-department"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      for (const feed of FEEDS)
        expect(head, path).toContain(`<link rel="alternate" type="application/rss+xml" title="${feed.words.en.title}" href="/feeds/${feed.name}.xml">`);
    }
  });

  it("every feed item's link answers 200", async () => {
    const failures: string[] = [];
    for (const feed of FEEDS) {
      const rss = parseXml(await (await fetch(`${server.url}/feeds/${feed.name}.xml`)).text());
      for (const link of elementsNamed(rss, "link").map((element) => element.text)) {
        if (!link.startsWith(server.url)) continue; // a notice may point elsewhere
        const status = await statusOf(link);
        if (status !== 200) failures.push(`${feed.name}: ${status} ${link}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("JSON-LD on the home page", () => {
  function jsonLdBlocks(html: string): string[] {
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  }

  it("describes the college from the site settings", async () => {
    const settings = (await admin.request("{ siteSettings { instituteName address phone email } }")).data!.siteSettings;
    const blocks = jsonLdBlocks(await (await fetch(`${server.url}/`)).text());
    expect(blocks).toHaveLength(1);
    const description = JSON.parse(blocks[0]!);
    expect(description["@context"]).toBe("https://schema.org");
    expect(description["@type"]).toContain("CollegeOrUniversity");
    expect(description.name).toBe(settings.instituteName);
    expect(description.address.streetAddress).toBe(settings.address);
    expect(description.telephone).toBe(settings.phone);
    expect(description.email).toBe(settings.email);
  });

  it("keeps a </script> in a setting inside the block", async () => {
    const hostile = `GP </script><script>alert(1)</script><!-- & "quotes"`;
    const saved = await admin.request("mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { instituteName } }", {
      input: { instituteName: hostile },
    });
    expect(saved.errors).toBeUndefined();
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).not.toContain("<script>alert(1)");
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]!).name).toBe(hostile);
  });
});
