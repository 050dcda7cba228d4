import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";

// Issue 34, item 4: the public pages speak HTTP as tools and caches expect. A page has an ETag
// and a revalidation gets 304, whether the page is rendered afresh or comes from the page cache;
// every answer carries a Permissions-Policy that turns off what the site never uses (and that
// Chromium reads without complaint); /index.html is no blank page; a POST to a page that takes
// none is 405 with Allow.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: false, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: "manual" });

describe("page revalidation", () => {
  it("gives a page a weak ETag, the same in every encoding, and 304 from the page cache's fast path", async () => {
    const fresh = await get("/training-placements", { "accept-encoding": "br" });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("server-timing")).toContain("react");
    const etag = fresh.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    await fresh.arrayBuffer();

    const gzip = await get("/training-placements", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("server-timing")).toBeNull();
    expect(gzip.headers.get("etag")).toBe(etag);
    await gzip.arrayBuffer();

    const revalidated = await get("/training-placements", { "accept-encoding": "br", "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("server-timing")).toBeNull();
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("cache-control")).toBe("no-cache");
    expect(revalidated.headers.get("vary")).toContain("Accept-Encoding");
    expect(await revalidated.text()).toBe("");

    const stale = await get("/training-placements", { "if-none-match": 'W/"an-older-page"' });
    expect(stale.status).toBe(200);
    expect((await stale.text()).length).toBeGreaterThan(1000);
  });

  it("answers 304 from the page route when the page is rendered afresh", async () => {
    // The search page is rendered for every visit, never kept in the page cache.
    const first = await get("/search?q=placement");
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    await first.arrayBuffer();
    const again = await get("/search?q=placement", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("server-timing")).toContain("react");
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("gives the not-found page no ETag to revalidate", async () => {
    const missing = await get("/no-such-page-here");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
  });
});

describe("Permissions-Policy", () => {
  const DENIED = ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"];

  it("is on every answer: pages fresh, cached and revalidated, errors, the API, files and redirects", async () => {
    const page = await get("/gps-in-news");
    const etag = page.headers.get("etag")!;
    const answers = [
      page,
      await get("/gps-in-news"),
      await get("/gps-in-news", { "if-none-match": etag }),
      await get("/no-such-page-here"),
      await get("/healthz"),
      await get("/favicon.png"),
      await get("/index.html"),
      await get(`/graphql?${new URLSearchParams({ query: "{ notices(limit: 1) { totalCount } }" })}`),
      await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ slides(limit: 1) { totalCount } }" }),
      }),
      await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ slides(limit: 1) { totalCount } }" }),
      }),
      await fetch(`${server.url}/gps-in-news`, { method: "POST", body: "a=1" }),
    ];
    expect(answers.at(1)!.headers.get("server-timing")).toBeNull();
    expect(answers.at(-2)!.headers.get("x-answer-cache")).toBe("hit");
    for (const answer of answers) {
      const policy = answer.headers.get("permissions-policy");
      expect(policy, `${answer.url} ${answer.status}`).not.toBeNull();
      for (const feature of DENIED) expect(policy).toContain(`${feature}=()`);
      await answer.arrayBuffer();
    }
  });

  it("is read by Chromium without an error, and leaves the site's own features alone", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages: string[] = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const allowed = await page.evaluate(() => {
      type Policy = { allowsFeature(name: string): boolean };
      const shown = document as Document & { permissionsPolicy?: Policy; featurePolicy?: Policy };
      const policy = shown.permissionsPolicy ?? shown.featurePolicy;
      return policy ? { camera: policy.allowsFeature("camera"), fullscreen: policy.allowsFeature("fullscreen") } : undefined;
    });
    if (allowed) expect(allowed).toEqual({ camera: false, fullscreen: true });
    expect(messages.filter((line) => /permissions.policy/i.test(line))).toEqual([]);
    await context.close();
  });
});

describe("odd requests for pages", () => {
  it("sends /index.html to the home page instead of a blank page", async () => {
    const response = await get("/index.html");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/");
  });

  it("answers a POST to a page that takes none with 405 and Allow, and leaves unknown addresses 404", async () => {
    const post = await fetch(`${server.url}/gps-in-news`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const home = await fetch(`${server.url}/`, { method: "POST", body: "a=1" });
    expect(home.status).toBe(405);
    const marathi = await fetch(`${server.url}/mr/gps-in-news`, { method: "DELETE" });
    expect(marathi.status).toBe(405);
    expect(marathi.headers.get("allow")).toBe("GET, HEAD");
    // A form's page takes POSTs: another method names them.
    const form = await fetch(`${server.url}/confirm-admission`, { method: "PUT", body: "a=1" });
    expect(form.status).toBe(405);
    expect(form.headers.get("allow")).toBe("GET, HEAD, POST");
    const unknown = await fetch(`${server.url}/no-such-page-here`, { method: "POST", body: "a=1" });
    expect(unknown.status).toBe(404);
  });
});
