import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEPARTMENT_NAMES_MR } from "../../server/src/seed/content/departments.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { expectNoSeriousAxeViolations, visit } from "./site-visit.js";

// The language switch in a browser: from an English page to the same page in Marathi and back,
// the islands hydrated in the page's language without a script error, the Devanagari font fetched
// only by Marathi pages, the choice remembered for the suggestion on the English home page, and
// no serious axe violation on Marathi pages.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const isFont = (url: URL) => url.pathname.endsWith(".woff2");

describe("the language switch", () => {
  it("leads from an English page to its Marathi page and back, with the font only in Marathi", { timeout: 120_000 }, async () => {
    const visited = await visit(browser, server.url, "/dept/computer/faculties");
    const { page, requests, errors } = visited;
    try {
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      expect(requests.filter(isFont)).toEqual([]);

      await page.locator("a.language-switch").click();
      await page.waitForURL("**/mr/dept/computer/faculties");
      await page.waitForLoadState("networkidle");
      expect(await page.locator("html").getAttribute("lang")).toBe("mr");
      expect(await page.title()).toMatch(new RegExp(`^${DEPARTMENT_NAMES_MR.computer}: अध्यापक \\| `));
      expect(await page.locator("h1").first().textContent()).toContain("विभाग");
      // The menu in Marathi: its entries name themselves in Marathi, its links stay in Marathi.
      await expect.poll(() => page.locator(".site-nav").getByText("मुख्यपृष्ठ").count()).toBeGreaterThan(0);
      expect(await page.locator('.site-nav a[href="/mr/training-placements"]').count()).toBeGreaterThan(0);
      const fonts = requests.filter(isFont).map((url) => url.pathname);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((path) => path.startsWith("/assets/noto-sans-devanagari-devanagari-"))).toBe(true);
      // The browser holds the site's faces (fetched after the page's load event).
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "GP Devanagari"'))).toBe(true);
      // The first Marathi page is drawn in the device's font and fetches the site's only once it
      // has loaded, so nothing holds its first paint back and no drawn text shifts.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain("GP Devanagari");
      const fetchedAfterLoad = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".woff2"))
          .every((entry) => entry.startTime >= navigation.loadEventStart);
      });
      expect(fetchedAfterLoad).toBe(true);

      // The next Marathi page names the site's font before it is drawn, from the browser's cache.
      await page.goto(`${server.url}/mr/dept/computer/faculties`, { waitUntil: "networkidle" });
      expect(await page.locator("html").getAttribute("class")).toContain("devanagari-font");
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"GP Devanagari"/);
      const downloadedAgain = await page.evaluate(
        () => (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith(".woff2") && entry.transferSize > 0).length,
      );
      expect(downloadedAgain).toBe(0);

      await page.locator("a.language-switch").click();
      await page.waitForURL((url) => url.pathname === "/dept/computer/faculties");
      await page.waitForLoadState("networkidle");
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      expect(await page.title()).toMatch(/^Computer Technology: Faculties \| /);
      // The English page names no Devanagari face.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain("GP Devanagari");
      // Chromium may take a face it already holds in its cache as soon as it reads the rule; it
      // downloads nothing for an English page (transferSize 0: from the cache the Marathi page filled).
      const downloaded = await page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => entry.name.endsWith(".woff2") && entry.transferSize > 0)
          .map((entry) => entry.name),
      );
      expect(downloaded).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("remembers Marathi for a hint on the English home page, which stays English", { timeout: 60_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      expect(await page.locator("a.language-switch-suggested").count()).toBe(0);
      await page.locator("a.language-switch").click();
      await page.waitForURL((url) => url.pathname === "/mr");
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      await expect.poll(() => page.locator("a.language-switch-suggested").count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("leaves no serious axe violation on Marathi pages", { timeout: 180_000 }, async () => {
    for (const path of ["/mr", "/mr/dept/computer/about-department", "/mr/confirm-admission", "/mr/about-institute/office-staff", "/mr/gps-in-news"]) {
      const { page, errors } = await visit(browser, server.url, path);
      try {
        expect(await page.locator("html").getAttribute("lang")).toBe("mr");
        await expectNoSeriousAxeViolations(page);
        expect(errors, path).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
