import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathInLanguage } from "../../server/src/content/languages.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { hydrateEveryIsland } from "./islands.js";
import { PUBLIC_ROUTES, SECTIONS_BY_BRANCH } from "../support/public-routes.js";
import { loadAxeInEveryPage, seriousAxeFindings } from "./axe.js";

// Every route of the spec's route table, every value of its parameters, in English and under
// /mr/ in Marathi: first as the server sends it (no browser: the heading and content are in the
// HTML, as a visitor with JavaScript off or a search engine gets them), then in a browser with
// JavaScript on (its islands hydrated from their props: no GraphQL request, no script error),
// where axe-core finds no serious or critical violation. That browser is a 360 px phone, as most
// visitors' are, and no page may be wider than it (issue 39). Department pages come from the
// data: every branch and every section it offers. The browser has two pages open at a time.

const ROUTES = [...PUBLIC_ROUTES, ...PUBLIC_ROUTES.map((route) => pathInLanguage(route, "mr"))];
const isMarathi = (route: string) => route === "/mr" || route.startsWith("/mr/");
const PHONE = { width: 360, height: 780 };

let server: TestServer;
let browser: Browser;
let withScript: BrowserContext;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  withScript = await browser.newContext({ viewport: PHONE });
  await loadAxeInEveryPage(withScript);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** An element's HTML without its tags. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
}

describe("every public route", () => {
  it("covers every department page the published data offers", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ departments(limit: 50) { items { slug sections } } }" }),
    });
    const { data } = (await response.json()) as { data: { departments: { items: { slug: string; sections: string[] }[] } } };
    const offered = Object.fromEntries(data.departments.items.map((d) => [d.slug, [...d.sections].sort()]));
    const expected = Object.fromEntries(Object.entries(SECTIONS_BY_BRANCH).map(([branch, sections]) => [branch, [...sections].sort()]));
    expect(offered).toEqual(expected);
  });

  it.each(ROUTES)("%s is in the server's HTML, in its language, with its heading", async (route) => {
    const response = await fetch(server.url + route, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(/<html lang="(\w+)"/.exec(html)?.[1]).toBe(isMarathi(route) ? "mr" : "en");
    const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
    expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? "")).toBeTruthy();
    expect(textOf(main)).not.toMatch(/^Loading/);
  });

  it.concurrent.for(ROUTES)("%s hydrates without asking for its data again or a script error, fits a phone and passes axe", async (route, { expect }) => {
    const page = await withScript.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`script error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/graphql") problems.push(`asked the API again: ${request.postData()?.slice(0, 80)}`);
    });
    try {
      await page.goto(server.url + route);
      // Only the islands hydrate (client/src/islands/): every one of them once woken, and never the page's root.
      await hydrateEveryIsland(page);
      if (await page.evaluate(() => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__react"))))
        problems.push("the whole page was hydrated");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) problems.push(`${width} px wide on a ${PHONE.width} px phone`);
      problems.push(...(await seriousAxeFindings(page)).map((finding) => `axe ${finding}`));
    } finally {
      await page.close();
    }
    expect(problems).toEqual([]);
  });
});
