import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { hydratedIslands, hydrateEveryIsland } from "./islands.js";

// Public pages arrive rendered by the server (client/src/entry-server.tsx through
// server/src/ssr/): readable with JavaScript off, only its islands hydrated (without a second
// request) when it is on, kept in the page cache until an administrator publishes, compressed,
// and a real 404.

let server: TestServer;
let browser: Browser;
let admin: GraphQLTestClient;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  admin = new GraphQLTestClient(server.url);
  const signIn = await admin.request("mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }", {
    e: TEST_ADMIN_EMAIL,
    p: TEST_ADMIN_PASSWORD,
  });
  expect(signIn.errors).toBeUndefined();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newestNoticeTitle(): Promise<string> {
  const result = await admin.request<{ notices: { items: { title: string }[] } }>("{ notices(limit: 1) { items { title } } }");
  return result.data!.notices.items[0]!.title;
}

describe("the server's render of the public pages", () => {
  it("keeps the inline stylesheet the only one once the islands' chunks load (no second copy fetched)", async () => {
    const page: Page = await browser.newPage();
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(`${server.url}/mr/dept/computer/faculties`, { waitUntil: "networkidle" });
      await hydrateEveryIsland(page);
      await page.waitForLoadState("networkidle");
      expect(stylesheets).toEqual([]);
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
      // Each Devanagari face is declared once, so the browser's font check sees it.
      expect(await page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "GP Devanagari").length)).toBe(2);
    } finally {
      await page.close();
    }
  });

  it("sends the home page's content in its HTML, readable with JavaScript off", async () => {
    const title = await newestNoticeTitle();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const response = await page.goto(`${server.url}/`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBeTruthy();
      expect(await page.getByText(title).first().isVisible()).toBe(true);
      expect(await page.locator("script#island-props").count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("needs nothing but its HTML to be drawn: the styles inside it, the script fetched at low priority after the pictures, no island's chunk", async () => {
    const page: Page = await browser.newPage();
    const requested: { type: string; path: string }[] = [];
    page.on("request", (request) => requested.push({ type: request.resourceType(), path: new URL(request.url()).pathname }));
    try {
      await page.goto(`${server.url}/gps-in-news`, { waitUntil: "networkidle" });
      expect(requested.filter((r) => r.type === "stylesheet")).toEqual([]);
      expect(await page.locator("head style").count()).toBe(1);
      // Styled by the inline sheet: the header's layout is already applied.
      expect(await page.locator("body").evaluate((body) => getComputedStyle(body).margin)).toBe("0px");
      const html = await (await fetch(`${server.url}/gps-in-news`)).text();
      const scriptTags = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
      expect(scriptTags.length).toBeGreaterThan(0);
      for (const tag of scriptTags) expect(tag).toContain('fetchpriority="low"');
      // The cards' island hydrates when a visitor reaches for it (island-wake.ts): its chunk, and
      // React with it, is not fetched with the page.
      const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, { file: string }>;
      const pageChunk = manifest["src/site/gps-in-news/news-cards.tsx"]!.file;
      expect(html).not.toContain(pageChunk);
      // The first news picture is in view as the page opens: fetched at once, first.
      const first = page.locator("ul.news-cards img").first();
      expect(await first.getAttribute("loading")).toBe("eager");
      expect(await first.getAttribute("fetchpriority")).toBe("high");
    } finally {
      await page.close();
    }
  });

  it("hydrates without asking the API again and without a script error", async () => {
    const page: Page = await browser.newPage();
    const graphqlCalls: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/graphql") graphqlCalls.push(request.postData() ?? "");
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
    });
    try {
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      // Islands hydrate when needed (island-wake.test.ts): here all of them, woken.
      await hydrateEveryIsland(page);
      expect(await page.evaluate(hydratedIslands)).toEqual(["font-scale", "slider", "footer-credits"]);
      expect(graphqlCalls).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("hydrates only the islands: the rest of the page stays exactly as the server sent it", async () => {
    const page: Page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
    });
    // Every change made to the document once the parser is done, wherever it happens.
    await page.addInitScript(() => {
      const changed: string[] = [];
      (window as unknown as { __changed: string[] }).__changed = changed;
      new MutationObserver((records) => {
        if (document.readyState === "loading") return;
        const blank = (node: Node) => node instanceof Text && node.data.trim() === "";
        for (const record of records) {
          // The parser's last whitespace after </body>, delivered once it is done.
          if (
            record.type === "characterData"
              ? blank(record.target)
              : record.type === "childList" && record.removedNodes.length === 0 && [...record.addedNodes].every(blank)
          )
            continue;
          const target = record.target instanceof Element ? record.target : record.target.parentElement;
          if (!target || target.closest(".island, head")) continue;
          const added = [...record.addedNodes].map((node) => (node instanceof Element ? node.className : node.nodeName)).join(",");
          changed.push(`${target.tagName.toLowerCase()}.${target.className} ${record.type} ${record.attributeName ?? ""} ${added}`);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    try {
      const html = await (await fetch(`${server.url}/`)).text();
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      // Islands hydrate when needed (island-wake.test.ts): here all of them, woken.
      await hydrateEveryIsland(page);
      expect(await page.evaluate(hydratedIslands)).toEqual(["font-scale", "slider", "footer-credits"]);
      // React never attached to the page as a whole, nor to its static content.
      expect(await page.evaluate(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__react")))).toBe(false);
      const reactOwned = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react")));
      expect(await reactOwned("main h1")).toBe(false);
      expect(await reactOwned(".site-title")).toBe(false);
      expect(await reactOwned("footer .footer-columns")).toBe(false);
      // Inside an island, React owns the elements, from the props of the page's JSON block.
      expect(await reactOwned(".slider")).toBe(true);
      expect(html).toContain('<script type="application/json" id="island-props">');
      expect(html).not.toContain("data-island-props");
      // The islands work: A+ makes the text bigger...
      await page.getByRole("button", { name: /A\+/ }).click();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("18px");
      await page.getByRole("button", { name: /A-/ }).click();
      // ... and nothing outside the islands was touched: the root's font size is set on <html>, by
      // A+ / A-, and the menu's script (site-menu.ts, no React) marks the menu live; the presses
      // outside the menu wrote nothing to it.
      const changed = await page.evaluate(() => (window as unknown as { __changed: string[] }).__changed);
      const expected = (change: string) => change.startsWith("html. attributes style") || change === "nav.site-menu is-live attributes class ";
      expect(changed.filter((change) => !expected(change))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("shows what an administrator publishes at once (the page cache is dropped)", async () => {
    const first = await fetch(`${server.url}/`);
    await first.text();
    const again = await fetch(`${server.url}/`);
    expect(again.headers.get("x-answer-cache")).toBe("hit");
    await again.text();

    const title = `Examination form dates announced ${Date.now()}`;
    const created = await admin.request("mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }", {
      input: { title, date: new Date().toISOString().slice(0, 10), link: "https://example.org/exams" },
    });
    expect(created.errors).toBeUndefined();

    const after = await fetch(`${server.url}/`);
    expect(after.headers.get("x-answer-cache")).toBeNull();
    expect(await after.text()).toContain(title);
  });

  it("shows a change to what every institute page shares on each of them (one answer shared by the 14 pages)", async () => {
    const institutePages = ["/about-institute/norms", "/about-institute/policies"];
    for (const path of institutePages) await (await fetch(server.url + path)).text();
    const vision = `A polytechnic for every village ${Date.now()}`;
    const changed = await admin.request("mutation ($v: String) { updateSiteSettings(input: { vision: $v }) { vision } }", { v: vision });
    expect(changed.errors).toBeUndefined();
    for (const path of institutePages) {
      const page = await fetch(server.url + path);
      // A fresh render says where all of its time went, around the worker's parts too.
      const timing = (page.headers.get("server-timing") ?? "").split(", ").map((part) => part.split(";")[0]);
      expect(timing, path).toEqual(["request", "queue", "data", "react", "assemble", "encode", "handoff", "keep"]);
      expect(await page.text(), path).toContain(vision);
    }
  });

  it("sends pages compressed for a browser that accepts it, and plain otherwise", async () => {
    const br = await fetch(`${server.url}/`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    const plain = await fetch(`${server.url}/`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("</html>");
  });

  it("keeps a page compressed only, and inflates it for a client that takes no compression", async () => {
    // Rendered for a plain client first: the page is kept as Brotli.
    const fresh = await fetch(`${server.url}/training-placements`, { headers: { "accept-encoding": "identity" } });
    expect(fresh.headers.get("x-answer-cache")).toBeNull();
    const freshText = await fresh.text();
    expect(freshText).toContain("</html>");
    expect(Number(fresh.headers.get("content-length"))).toBe(Buffer.byteLength(freshText));

    // A gzip copy, made from the Brotli one (fetch inflates it), is the same page.
    const gzip = await fetch(`${server.url}/training-placements`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("x-answer-cache")).toBe("hit");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(freshText);

    // A plain client again: from the cache, the Brotli copy inflated, with its own length and no encoding.
    for (let i = 0; i < 2; i++) {
      const plain = await fetch(`${server.url}/training-placements`, { headers: { "accept-encoding": "identity" } });
      expect(plain.headers.get("x-answer-cache")).toBe("hit");
      expect(plain.headers.get("content-encoding")).toBeNull();
      const text = await plain.text();
      expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(text));
      expect(text).toBe(freshText);
    }
  });

  it("answers an unknown address with a not-found page and status 404", async () => {
    const response = await fetch(`${server.url}/no-such-page-here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  it("leaves the administration area to the browser", async () => {
    const response = await fetch(`${server.url}/admin-login/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("island-props");
  });
});
