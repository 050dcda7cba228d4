import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { seriousAxeFindings } from "./axe.js";

// The public site's shell (header, menus, text size, footer and credits, progress bar), the
// home page's slider and vision and mission, the sitemap, the placeholder and the not-found
// page: in Chromium against the real server with the demo content.

const DEMO_QUERY = `{
  siteSettings { instituteName address phone email vision mission }
  siteUpdatedAt
  departments(limit: 20) { items { slug name sections } }
  committees(limit: 20) { items { slug name } }
  developers: people(group: "developers", limit: 10) { items { name role qualification email } }
  slides(limit: 20) { items { caption } }
}`;

interface Demo {
  siteSettings: { instituteName: string; address: string; phone: string; email: string; vision: string; mission: string[] };
  siteUpdatedAt: string;
  departments: { items: { slug: string; name: string; sections: string[] }[] };
  committees: { items: { slug: string; name: string }[] };
  developers: { items: { name: string; role: string; qualification: string; email: string }[] };
  slides: { items: { caption: string }[] };
}

let server: TestServer;
let browser: Browser;
let demo: Demo;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: DEMO_QUERY }),
  });
  demo = ((await response.json()) as { data: Demo }).data;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, options: { width?: number; reducedMotion?: boolean; context?: BrowserContext } = {}): Promise<{ page: Page; errors: string[] }> {
  const context =
    options.context ??
    (await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, reducedMotion: options.reducedMotion ? "reduce" : "no-preference" }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("404")) errors.push(message.text());
  });
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  await ready(page);
  return { page, errors };
}

/** The page's heading and the layout's data (the footer's date) are shown: the data has arrived. */
async function ready(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor({ timeout: 30_000 });
  await page.locator("footer time").waitFor({ timeout: 30_000 });
}

describe("header", () => {
  it("shows the institute's name, address, phone and e-mail from the settings", async () => {
    const { page, errors } = await open("/");
    try {
      const header = page.locator("header.site-header");
      await expect.poll(() => header.getByRole("link", { name: demo.siteSettings.instituteName }).isVisible()).toBe(true);
      expect(await header.getByText(demo.siteSettings.address).isVisible()).toBe(true);
      expect(await header.getByRole("link", { name: demo.siteSettings.phone }).isVisible()).toBe(true);
      expect(await header.getByRole("link", { name: demo.siteSettings.email }).getAttribute("href")).toBe(`mailto:${demo.siteSettings.email}`);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("opens a dropdown on a click, not on hover, and closes it on a second click or a click elsewhere", async () => {
    const { page } = await open("/", { width: 1366 });
    try {
      const academics = page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Academics" });
      const firstDepartment = demo.departments.items[0]!;
      const departmentLink = page.locator("#nav-academics").getByRole("link", { name: firstDepartment.name });
      expect(await departmentLink.isVisible()).toBe(false);
      // Once the menu's script has started (site-menu.ts, at load), CSS no longer opens a menu on hover.
      await page.locator(".site-menu.is-live").waitFor();
      await academics.hover();
      expect(await departmentLink.isVisible()).toBe(false);
      await academics.click();
      await expect.poll(() => departmentLink.isVisible()).toBe(true);
      expect(await academics.getAttribute("aria-expanded")).toBe("true");
      expect(await departmentLink.getAttribute("href")).toBe(`/dept/${firstDepartment.slug}/about-department`);
      // Every department of the data is in the Academics menu.
      for (const department of demo.departments.items) {
        expect(await page.locator("#nav-academics").getByRole("link", { name: department.name, exact: true }).count()).toBe(1);
      }
      // The pointer leaving does not close it (only a click does): no menu that vanishes on the way to a link.
      await page.mouse.move(5, 880);
      await page.waitForTimeout(200);
      expect(await departmentLink.isVisible()).toBe(true);
      await academics.click();
      await expect.poll(() => departmentLink.isVisible()).toBe(false);
      await academics.click();
      await expect.poll(() => departmentLink.isVisible()).toBe(true);
      await page.mouse.click(1350, 750); // far from the menus
      await expect.poll(() => departmentLink.isVisible()).toBe(false);
      expect(await academics.getAttribute("aria-expanded")).toBe("false");
    } finally {
      await page.context().close();
    }
  });

  it("by keyboard: Tab walks the headings, not the links; Enter or Space opens, Escape closes and returns focus, Enter follows a link", async () => {
    const { page } = await open("/", { width: 1366 });
    try {
      const nav = page.getByRole("navigation", { name: "Main menu" });
      const academics = nav.getByRole("button", { name: "Academics" });
      const committees = nav.getByRole("button", { name: "Committees" });
      const dropdown = page.locator("#nav-committees");
      // Once the menu's script has started (before it, CSS opens a menu on focus, so that it works
      // while the page loads): focus alone opens nothing, and Tab goes from one heading to the
      // next, past the 21 links of Academics.
      await page.locator(".site-menu.is-live").waitFor();
      await academics.focus();
      expect(await page.locator("#nav-academics").isVisible()).toBe(false);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Student Corner");
      await committees.focus();
      expect(await dropdown.isVisible()).toBe(false);
      await page.keyboard.press("Space");
      await expect.poll(() => dropdown.isVisible()).toBe(true);
      expect(await committees.getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("Escape");
      await expect.poll(() => dropdown.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Committees");
      // Enter on the button opens it again; Tab goes to its first link, a committee of the data.
      await page.keyboard.press("Enter");
      await expect.poll(() => dropdown.isVisible()).toBe(true);
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.getAttribute("href"));
      expect(focused).toBe(`/committe/${demo.committees.items[0]!.slug}`);
      await page.keyboard.press("Enter");
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/committe/${demo.committees.items[0]!.slug}`);
      await expect.poll(() => dropdown.isVisible()).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it("on a 360 px phone: the hamburger opens the menu, sections expand, a tap outside closes it", async () => {
    const { page } = await open("/", { width: 360 });
    try {
      const hamburger = page.getByRole("button", { name: "Menu" });
      const panel = page.locator("#nav-panel");
      await page.locator(".site-menu.is-live").waitFor();
      expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
      expect(await panel.isVisible()).toBe(false);
      await hamburger.tap().catch(() => hamburger.click());
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await hamburger.getAttribute("aria-expanded")).toBe("true");

      const alumni = panel.getByRole("button", { name: "Alumni" });
      const registration = panel.getByRole("link", { name: "Alumni Registration" });
      expect(await alumni.getAttribute("aria-expanded")).toBe("false");
      expect(await registration.isVisible()).toBe(false);
      await alumni.click();
      expect(await alumni.getAttribute("aria-expanded")).toBe("true");
      await expect.poll(() => registration.isVisible()).toBe(true);

      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // A tap on the header's top strip, outside the menu.
      await page.locator(".top-strip").click({ position: { x: 5, y: 5 } });
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
    } finally {
      await page.context().close();
    }
  });

  it("nothing on the page moves when the script starts, on a phone and on a desktop", async () => {
    // Every layout shift from the first paint until the page has hydrated and settled, as the
    // browser reports it (Lighthouse's CLS counts the same entries).
    for (const width of [360, 1280]) {
      // An institute page: its side menu is folded on a phone from the server's HTML on.
      for (const path of ["/", "/dept/computer/about-department", "/gps-in-news", "/about-institute/right_to_information"]) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const shifts: { value: number; nodes: string[] }[] = [];
          Object.assign(window, { __shifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
              if (!entry.hadRecentInput)
                shifts.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?") });
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        try {
          await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
          await ready(page);
          await page.waitForTimeout(500);
          const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
          const total = shifts.reduce((sum, s) => sum + s.value, 0);
          expect(total, `${path} at ${width} px: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
        } finally {
          await context.close();
        }
      }
    }
  });

  it("on a phone without scripts, the menu is one open list of every link", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/`);
      const panel = page.locator("#nav-panel");
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.getByRole("link", { name: "Alumni Registration" }).isVisible()).toBe(true);
      expect(await panel.getByRole("link", { name: "Computer Technology" }).isVisible()).toBe(true);
      // The institute pages' side menu, folded under a button where scripts run, is open.
      await page.goto(`${server.url}/about-institute/norms`);
      const sideMenu = page.getByRole("navigation", { name: "About the institute" });
      expect(await sideMenu.getByRole("link", { name: "Right to Information" }).isVisible()).toBe(true);
      expect(await sideMenu.getByRole("button").isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("A+ and A- change the size of the text, and the choice is kept across a reload", async () => {
    const { page } = await open("/");
    try {
      const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
      const headingSize = () => page.locator("h1").evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
      expect(await rootSize()).toBe("16px");
      const before = await headingSize();
      const bigger = page.getByRole("button", { name: /A\+/ });
      await bigger.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await expect.poll(rootSize).toBe("20px");
      expect(await headingSize()).toBeCloseTo(before * 1.25, 1);
      expect(await page.getByRole("status").filter({ hasText: "Text size 125%" }).count()).toBe(1);

      await page.reload({ waitUntil: "networkidle" });
      await ready(page);
      await expect.poll(rootSize).toBe("20px");

      const smaller = page.getByRole("button", { name: /A-/ });
      for (let i = 0; i < 3; i++) await smaller.click();
      await expect.poll(rootSize).toBe("14px");
      // The smallest step: A- says it can go no further.
      expect(await smaller.getAttribute("aria-disabled")).toBe("true");
      await page.reload({ waitUntil: "networkidle" });
      await ready(page);
      await expect.poll(rootSize).toBe("14px");
    } finally {
      await page.context().close();
    }
  });
});

describe("footer", () => {
  it("has the Admin Corner, the sitemap, the last update and the developers' names", async () => {
    const { page } = await open("/");
    try {
      const footer = page.locator("footer.site-footer");
      expect(await footer.getByRole("link", { name: "Admin Corner" }).getAttribute("href")).toBe("/admin-login/manage-staff-data");
      expect(await footer.getByRole("link", { name: "Sitemap" }).getAttribute("href")).toBe("/sitemap");
      expect(await footer.locator("time").getAttribute("datetime")).toBe(demo.siteUpdatedAt);
      expect(await footer.getByText("Last updated:").isVisible()).toBe(true);
      expect(await footer.getByRole("link", { name: /Facebook/ }).count()).toBe(1);
      for (const developer of demo.developers.items) {
        expect(await footer.getByRole("button", { name: developer.name }).isVisible()).toBe(true);
      }
    } finally {
      await page.context().close();
    }
  });

  it("opens a developer's card by keyboard, keeps focus in it, and closes it on Escape", async () => {
    const { page, errors } = await open("/");
    try {
      const developer = demo.developers.items[1]!;
      const nameButton = page.locator("footer").getByRole("button", { name: developer.name });
      await nameButton.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: `About ${developer.name}` });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole("heading", { name: developer.name }).isVisible()).toBe(true);
      expect(await dialog.getByText(developer.role).isVisible()).toBe(true);
      expect(await dialog.getByText(developer.qualification).isVisible()).toBe(true);
      expect(await dialog.getByRole("link", { name: developer.email }).isVisible()).toBe(true);
      expect(await dialog.getByText("TypeScript").isVisible()).toBe(true);
      const resume = dialog.getByRole("link", { name: /Download Resume/ });
      expect(await resume.getAttribute("target")).toBe("_blank");
      expect(await resume.innerText()).toMatch(/PDF/);
      expect(await dialog.getByRole("img", { name: `Photo of ${developer.name}` }).isVisible()).toBe(true);
      // Focus moved into the dialog and Tab keeps it there.
      const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest("dialog")));
      expect(await focusInDialog()).toBe(true);
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await focusInDialog()).toBe(true);
      }
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(developer.name);

      // The cross button closes it too.
      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("shows the progress bar while the next page loads", async () => {
    const { page } = await open("/");
    try {
      // A link is a plain link to the next server-rendered page: that page is held back a moment.
      // While a navigation is pending the page cannot be asked anything, so the page itself notes
      // the bar's height when it appears, where the next page can read it.
      await page.route(/\/sitemap$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      const bar = page.getByRole("progressbar", { name: "Loading the page" });
      expect(await bar.count()).toBe(0);
      await page.evaluate(() => {
        new MutationObserver(() => {
          const shown = document.querySelector(".navigation-progress");
          if (shown) sessionStorage.setItem("bar-height", String(shown.getBoundingClientRect().height));
        }).observe(document.body, { childList: true });
      });
      await page.locator("footer").getByRole("link", { name: "Sitemap" }).click();
      expect(await page.evaluate(() => sessionStorage.getItem("bar-height"))).toBe("4");
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Sitemap");
      expect(await bar.count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

describe("home page", () => {
  const current = (page: Page) => page.locator(".slider-slide.is-current figcaption").innerText();

  it("shows the slides with arrows, bullets and a pause button that work by keyboard", async () => {
    const { page, errors } = await open("/");
    try {
      const captions = demo.slides.items.map((s) => s.caption);
      expect(captions.length).toBe(7);
      const slider = page.getByRole("region", { name: "Campus highlights" });
      expect(await slider.locator("figure").count()).toBe(7);
      expect(await current(page)).toBe(captions[0]);
      expect(await slider.locator("figure").first().locator("img").getAttribute("width")).toBeTruthy();

      // Pause first, so the autoplay does not move the slides under the checks. The controls
      // show when the slider goes live, a second before its first step.
      const pause = slider.getByRole("button", { name: "Pause" });
      await pause.waitFor({ state: "visible", timeout: 10_000 });
      await pause.focus();
      // Held until the slider has hydrated (its autoplay stopped at the focus), then replayed.
      await page.keyboard.press("Enter");
      await expect.poll(() => slider.getByRole("button", { name: "Play" }).isVisible()).toBe(true);

      await slider.getByRole("button", { name: "Next" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => current(page)).toBe(captions[1]);
      await slider.getByRole("button", { name: "Show slide 7" }).click();
      await expect.poll(() => current(page)).toBe(captions[6]);
      expect(await slider.getByRole("button", { name: "Show slide 7" }).getAttribute("aria-current")).toBe("true");
      // Looping: after the last comes the first, before the first the last.
      await slider.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => current(page)).toBe(captions[0]);
      await slider.getByRole("button", { name: "Previous" }).click();
      await expect.poll(() => current(page)).toBe(captions[6]);

      // Paused: nothing moves after more than the 4 s interval.
      await page.mouse.move(5, 5);
      await page.locator("body").evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.waitForTimeout(4600);
      expect(await current(page)).toBe(captions[6]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("plays the slides every 4 seconds, and keeps still for a visitor who prefers reduced motion", async () => {
    const { page } = await open("/");
    const still = await open("/", { reducedMotion: true });
    try {
      const captions = demo.slides.items.map((s) => s.caption);
      await page.mouse.move(5, 5);
      const shown = captions.indexOf(await current(page));
      await expect.poll(() => current(page), { timeout: 6000 }).toBe(captions[(shown + 1) % captions.length]);

      expect(await still.page.getByRole("button", { name: "Play" }).isVisible()).toBe(true);
      await still.page.waitForTimeout(4600);
      expect(await current(still.page)).toBe(captions[0]);
    } finally {
      await page.context().close();
      await still.page.context().close();
    }
  });

  it("shows the vision and the mission of the settings, and has no serious accessibility violation", async () => {
    const { page } = await open("/");
    try {
      expect(await page.getByRole("heading", { name: "Vision", level: 2 }).isVisible()).toBe(true);
      expect(await page.getByText(demo.siteSettings.vision).isVisible()).toBe(true);
      const mission = page.locator(".vision-mission-card li");
      expect(await mission.allInnerTexts()).toEqual(demo.siteSettings.mission);
      expect(await page.title()).toBe(demo.siteSettings.instituteName);
      expect(await seriousAxeFindings(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe("sitemap, placeholder and not-found pages", () => {
  it("lists every public route, each answering 200", async () => {
    const { page, errors } = await open("/sitemap");
    try {
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Sitemap");
      await expect.poll(() => page.title()).toBe(`Sitemap | ${demo.siteSettings.instituteName}`);
      const main = page.locator("main");
      for (const department of demo.departments.items) {
        const sections = page.getByRole("region", { name: department.name });
        expect(await sections.getByRole("link").count()).toBe(department.sections.length || 12);
      }
      for (const committee of demo.committees.items) {
        expect(await main.locator(`a[href="/committe/${committee.slug}"]`).count()).toBe(1);
      }
      for (const href of [
        "/facilities/Internet",
        "/accreditation-reports/audit-reports",
        "/students-corner/enrolled-std",
        "/about-institute/right_to_information",
        "/alumni/photo-gallery",
        "/gps-in-news",
        "/rti-disclosure",
        "/Achievements/Patents",
      ]) {
        expect(await main.locator(`a[href="${href}"]`).count(), href).toBe(1);
      }
      const hrefs = await main.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(80);
      // Each page is rendered on the server: ask four at a time.
      const unique = [...new Set(hrefs)];
      for (let i = 0; i < unique.length; i += 4) {
        const statuses = await Promise.all(unique.slice(i, i + 4).map(async (href) => [href, (await fetch(`${server.url}${href}`)).status] as const));
        for (const [href, status] of statuses) expect(status, href).toBe(200);
      }
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it("shows the placeholder page", async () => {
    const { page } = await open("/underdevelopment");
    try {
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Under development");
      await expect.poll(() => page.title()).toBe(`Under development | ${demo.siteSettings.instituteName}`);
      expect(await seriousAxeFindings(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("shows a not-found page for an unknown address", async () => {
    const { page } = await open("/no-such-page");
    try {
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Page not found");
      await expect.poll(() => page.title()).toBe(`Page not found | ${demo.siteSettings.instituteName}`);
      expect(await page.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
      expect(await seriousAxeFindings(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
