import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { hydratedIslands } from "./islands.js";

// Islands hydrate when they are needed (client/src/islands/island-wake.ts): a page whose
// islands nobody reaches for runs no React at all, and what a visitor does before an island has
// hydrated is not lost (typing, choosing and ticking in a form included).

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

/** A phone-sized page recording the scripts it loads. */
async function openPage(path: string, beforeLoad?: (page: Page) => Promise<unknown>): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await beforeLoad?.(page);
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(server.url + path, { waitUntil: "networkidle" });
  return { page, scripts, errors };
}

const fontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

describe("islands wake when needed", () => {
  it("a page whose islands nobody reaches for loads one small script and no React; A+ clicked then still works", async () => {
    const { page, scripts, errors } = await openPage("/sitemap");
    try {
      expect(scripts).toHaveLength(1);
      expect(await page.evaluate(hydratedIslands)).toEqual([]);
      // The first click reaches an island not yet hydrated: it is held, then replayed.
      await page.locator("[data-island=font-scale] button").first().click();
      await expect.poll(() => fontSize(page)).toBe("18px");
      expect(await page.evaluate(hydratedIslands)).toEqual(["font-scale"]);
      // The chosen size is applied on the next page at once: its A+ / A- island hydrates at load.
      await page.goto(`${server.url}/gps-in-news`, { waitUntil: "networkidle" });
      await expect.poll(() => fontSize(page)).toBe("18px");
      expect(await page.evaluate(hydratedIslands)).toContain("font-scale");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("a slider moves 4 s after the page's start with no React loaded; reached for, it hydrates and goes on from the slide shown; the phone menu opens on the first tap", async () => {
    // When (ms since the page's start) the slider went live and first moved, seen from inside the page.
    const watchSlider = (page: Page) =>
      page.addInitScript(() => {
        const seen: Record<string, number> = {};
        (window as unknown as { __slider: Record<string, number> }).__slider = seen;
        new MutationObserver(() => {
          const slider = document.querySelector(".slider");
          if (slider?.classList.contains("is-live")) seen.live ??= performance.now();
          if (slider && !slider.querySelector(".slider-slide")?.classList.contains("is-current")) seen.stepped ??= performance.now();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
      });
    const { page, scripts, errors } = await openPage("/", watchSlider);
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
    });
    const slider = page.locator(".slider");
    const shown = () => slider.locator(".slider-slide.is-current img").getAttribute("src");
    try {
      await expect.poll(() => page.evaluate(() => (window as unknown as { __slider: Record<string, number> }).__slider.stepped), { timeout: 15_000 }).toBeGreaterThan(0);
      const seen = await page.evaluate(() => (window as unknown as { __slider: Record<string, number> }).__slider);
      // The step counts from the page's start; its pictures are shown to the browser a second before.
      expect(seen.stepped).toBeGreaterThanOrEqual(4000);
      expect(seen.live).toBeGreaterThanOrEqual(2900);
      expect(seen.live).toBeLessThan(seen.stepped);
      // Moved with no React: the page's one small script only.
      expect(await page.evaluate(hydratedIslands)).toEqual([]);
      expect(scripts).toHaveLength(1);
      // The second slide is shown, as the component would show it: its picture loaded, the others hidden from assistive technology.
      await expect.poll(() => slider.locator(".slider-slide.is-current img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const second = await shown();
      expect(await slider.locator(".slider-slide").nth(1).getAttribute("class")).toContain("is-current");
      expect(await slider.locator(".slider-slide[aria-hidden=true][inert]").count()).toBe((await slider.locator(".slider-slide").count()) - 1);
      expect(await slider.locator(".slider-bullet[aria-current=true]").count()).toBe(1);
      // The pointer on it: it stops and hydrates, and React goes on from the same slide.
      await slider.hover();
      await expect.poll(() => page.evaluate(hydratedIslands), { timeout: 15_000 }).toEqual(["slider"]);
      expect(await shown()).toBe(second);
      await slider.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => slider.locator(".slider-slide").nth(2).getAttribute("class")).toContain("is-current");
      expect(await slider.locator(".slider-slide.is-current").count()).toBe(1);
      expect(await slider.locator(".slider-bullet").nth(2).getAttribute("aria-current")).toBe("true");
      const hamburger = page.locator("button.hamburger");
      await hamburger.click();
      await expect.poll(() => hamburger.getAttribute("aria-expanded")).toBe("true");
      // The menu is no island: it opened with no React of its own (site-menu.ts).
      expect(await page.evaluate(hydratedIslands)).toEqual(["slider"]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("a PDF list at the top of a phone's page loads no React (hydrating would change nothing there); on a desktop it hydrates in view, with its Show here buttons", async () => {
    const { page, scripts, errors } = await openPage("/students-corner/enrolled-std");
    try {
      expect(await page.locator("a.document-accordion-open").count()).toBeGreaterThan(0);
      expect(scripts).toHaveLength(1);
      expect(await page.evaluate(hydratedIslands)).toEqual([]);
      expect(await page.locator("button.document-accordion-button").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
    const desktop = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    try {
      await desktop.goto(`${server.url}/students-corner/enrolled-std`, { waitUntil: "networkidle" });
      await expect.poll(() => desktop.evaluate(hydratedIslands)).toContain("document-accordion");
      expect(await desktop.locator("button.document-accordion-button").count()).toBeGreaterThan(0);
    } finally {
      await desktop.close();
    }
  });

  it("a form loads one small script and no React until a visitor reaches for it; a choice, a tick and typing made before it hydrated stay when it draws again", async () => {
    const { page, scripts, errors } = await openPage("/confirm-admission");
    try {
      expect(scripts).toHaveLength(1);
      expect(await page.evaluate(hydratedIslands)).toEqual([]);
      // From now on every script waits 3 s, as on a slow phone: the visitor fills in fields first.
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      });
      const label = (text: string) => page.getByLabel(text, { exact: false });
      const consent = page.getByLabel(/^I agree/);
      await label("Gender").selectOption("Female");
      await label("Year of Admission").selectOption("2nd");
      await consent.click();
      await label("Full Name").click();
      await page.keyboard.type("Early Visitor");
      expect(await page.evaluate(hydratedIslands)).toEqual([]);
      await expect.poll(() => page.evaluate(hydratedIslands), { timeout: 15_000 }).toEqual(["confirm-admission"]);
      await expect.poll(() => consent.isChecked()).toBe(true);
      // Drawn again by React: each value is the form's own, not only the page's.
      await page.keyboard.type(" Two");
      expect(await label("Full Name").inputValue()).toBe("Early Visitor Two");
      await page.getByRole("button", { name: "Confirm Admission" }).click();
      await expect.poll(() => page.locator("#admission-enrollment-error").innerText()).toBe("Please fill in Enrollment Number.");
      for (const field of ["name", "gender", "admissionYear", "aadhaarConsent"]) expect(await page.locator(`#admission-${field}-error`).count(), field).toBe(0);
      expect(await label("Full Name").inputValue()).toBe("Early Visitor Two");
      expect(await label("Gender").inputValue()).toBe("Female");
      expect(await label("Year of Admission").inputValue()).toBe("2nd");
      expect(await consent.isChecked()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("what a visitor types into a form before it has hydrated stays in its fields, and the form goes on from it", async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    try {
      // Every script after the page's first waits 3 s, as on a slow phone: the visitor types first.
      let first = true;
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        if (first) first = false;
        else await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      });
      await page.goto(`${server.url}/feedback`, { waitUntil: "domcontentloaded" });
      const name = page.locator("input[autocomplete=name]");
      await name.click();
      await page.keyboard.type("Test Visitor");
      expect(await page.evaluate(hydratedIslands)).toEqual([]);
      expect(await name.inputValue()).toBe("Test Visitor");
      await expect.poll(() => page.evaluate(hydratedIslands), { timeout: 15_000 }).toContain("feedback");
      // Typing on after hydration adds to it: the form's own state began from what was typed.
      await page.keyboard.type(" Two");
      expect(await name.inputValue()).toBe("Test Visitor Two");
    } finally {
      await page.close();
    }
  });
});
