import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { expectNoSeriousAxeViolations } from "./site-visit.js";

// The results page in a browser with JavaScript off: the header's search box (a plain GET form)
// leads to /search?q=..., whose server-rendered results are grouped by section with the matched
// words marked and the words kept in the box; a search that finds nothing says so and offers
// sections; /mr/search is the same in Marathi. axe-core finds no serious problem.

const NOTICE = "Snowdrift examination timetable";
const MARATHI_TEXT = "विद्यार्थ्यांसाठी शिष्यवृत्ती योजना जाहीर";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ env: { SERVE_CLIENT: "true" } });
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const notice = await admin.request(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`, {
    input: { title: NOTICE, date: "2026-11-20", link: "https://example.org/timetable" },
  });
  expect(notice.errors).toBeUndefined();
  const text = await admin.request(`mutation ($input: CreatePageTextInput!) { createPageText(input: $input) { id } }`, {
    input: { key: "search-e2e/scholarship", title: "शिष्यवृत्ती", body: MARATHI_TEXT },
  });
  expect(text.errors).toBeUndefined();
  // The index follows within seconds: wait for both through the public API.
  const until = Date.now() + 10_000;
  const count = async (query: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ search(query: ${JSON.stringify(query)}) { totalCount } }` }),
    });
    return ((await response.json()) as { data: { search: { totalCount: number } } }).data.search.totalCount;
  };
  while ((await count("snowdrift")) === 0 || (await count("योजना")) === 0) {
    if (Date.now() > until) throw new Error("The index did not follow within 10 s.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function expectNoAxeProblemsAt(path: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await expectNoSeriousAxeViolations(page);
  await context.close();
}

describe("the search results page", () => {
  it("works from the header's box with JavaScript off: results by section, marked words, the words kept; 0 serious axe problems", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.url}/sitemap`);
    await page.fill("header form[role=search] input[name=q]", "snowdri");
    await Promise.all([page.waitForURL(/\/search\?q=snowdri$/), page.click("header form[role=search] button")]);
    expect(await page.locator("main h1").innerText()).toContain("snowdri");
    expect(await page.locator("main .search-section h2").allInnerTexts()).toEqual(["Notices"]);
    expect(await page.locator("main .search-hit h3 a").innerText()).toBe(NOTICE);
    expect(await page.locator("main .search-hit h3 a").getAttribute("href")).toBe("https://example.org/timetable");
    // The date as the site writes dates (issue 39, item 7), its machine form in the attribute.
    expect(await page.locator("main .search-hit .search-facts time").innerText()).toBe("20 Nov 2026");
    expect(await page.locator("main .search-hit .search-facts time").getAttribute("datetime")).toBe("2026-11-20");
    expect(await page.locator("header input[name=q]").inputValue()).toBe("snowdri");

    await page.goto(`${server.url}/search?q=${encodeURIComponent("qwertyuiopasdf")}`);
    expect(await page.locator("main [role=status]").innerText()).toContain("Nothing on the site matches");
    expect(await page.locator("main nav a").count()).toBeGreaterThan(2);
    await context.close();
    // axe-core runs inside the page, so it needs a page with JavaScript on.
    for (const path of ["/search?q=snowdri", "/search?q=qwertyuiopasdf"]) await expectNoAxeProblemsAt(path);
  }, 60_000);

  it("/mr/search finds a Marathi page text by a Marathi word, in Marathi, with the word marked", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.url}/mr/search?q=${encodeURIComponent("योजना")}`);
    expect(await page.locator("html").getAttribute("lang")).toBe("mr");
    expect(await page.locator("main .search-hit mark").first().innerText()).toBe("योजना");
    expect(await page.locator("main .search-hit h3 a").innerText()).toBe("शिष्यवृत्ती");
    // The section is named in Marathi too (the panel's Marathi type name), so it needs no English mark.
    const section = page.locator("main .search-section h2").first();
    expect(await section.innerText()).toBe("पानांचे मजकूर");
    expect(await section.getAttribute("lang")).toBeNull();
    expect(await page.locator("header form[role=search]").getAttribute("action")).toBe("/mr/search");
    await context.close();
    await expectNoAxeProblemsAt(`/mr/search?q=${encodeURIComponent("योजना")}`);
  }, 60_000);

  it("shows 50 hits a page and a plain 'More results' link to the next ones, keeping the words", async () => {
    const admin = new GraphQLTestClient(server.url);
    await admin.signIn(server.adminEmail, server.adminPassword);
    for (let i = 0; i < 53; i++) {
      const made = await admin.request(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`, {
        input: { title: `Gobbledrum circular ${i}`, date: "2026-11-01", link: `https://example.org/g${i}` },
      });
      expect(made.errors).toBeUndefined();
    }
    const until = Date.now() + 15_000;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    for (;;) {
      await page.goto(`${server.url}/search?q=gobbledrum`);
      if ((await page.locator("main [role=status]").innerText()).includes("53 items")) break;
      if (Date.now() > until) throw new Error("The index did not follow within 15 s.");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await page.locator("main .search-hit").count()).toBe(50);
    await Promise.all([page.waitForURL(/\/search\?q=gobbledrum&offset=50$/), page.click("main a[rel=next]")]);
    expect(await page.locator("main .search-hit").count()).toBe(3);
    expect(await page.locator("main a[rel=next]").count()).toBe(0);
    expect(await page.locator("header input[name=q]").inputValue()).toBe("gobbledrum");
    await context.close();
  }, 90_000);
});
