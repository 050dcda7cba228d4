import type { Browser, BrowserContext, Page } from "playwright-core";
import { WEBSITE_POLICIES } from "../../server/src/content/page-text-places.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { expectNoSeriousAxeViolations, queryApi } from "./site-visit.js";

// The visitor's site on a phone (360x780) and a desktop (1366x768), issue 39: the compact
// header with the logo and the state's name line, the short menu entries (Admissions, Notices,
// Contact us) on every page, the contact page, the policies' own documents, the contrast
// switch, the department page's order and the short footer. That no page is wider than a phone is
// checked on every route, in both languages, by every-route.test.ts's browser pass.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1366, height: 768 };

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

async function openPage(path: string, viewport: { width: number; height: number }, context?: BrowserContext): Promise<Page> {
  const owned = context ?? (await browser.newContext({ viewport, reducedMotion: "reduce" }));
  const page = await owned.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  await page.locator("main h1").first().waitFor({ timeout: 30_000 });
  return page;
}

const top = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

describe("header (item 1)", () => {
  it("on a phone: the logo, the state's name line and the college's name in under 200 px, in both languages", async () => {
    for (const [prefix, line] of [
      ["", "Government of Maharashtra"],
      ["/mr", "महाराष्ट्र शासन"],
    ] as const) {
      const page = await openPage(`${prefix}/about-institute/about-institute`, PHONE);
      try {
        const header = page.locator("header.site-header");
        expect(await header.locator("img.site-logo").isVisible()).toBe(true);
        expect(await header.locator(".government-line").innerText()).toBe(line);
        const height = await header.evaluate((el) => el.getBoundingClientRect().height);
        expect(height, `header height at 360 px on ${prefix || "/"}`).toBeLessThan(200);
        // The page's own heading is on the first screen.
        expect(await top(page, "main h1")).toBeLessThan(260);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      } finally {
        await page.context().close();
      }
    }
  });

  it("on a desktop: the logo, the name line, the address and the office phone", async () => {
    const page = await openPage("/", DESKTOP);
    try {
      const header = page.locator("header.site-header");
      expect(await header.locator("img.site-logo").isVisible()).toBe(true);
      expect(await header.locator(".government-line").isVisible()).toBe(true);
      expect(await header.locator(".site-address").isVisible()).toBe(true);
      expect(await header.locator(".top-contact a[href^='tel:']").isVisible()).toBe(true);
      await expectNoSeriousAxeViolations(page);
    } finally {
      await page.context().close();
    }
  });
});

describe("menu (item 2)", () => {
  it("Admissions, Notices and Contact us are in the menu of every kind of page, on a phone and a desktop", async () => {
    for (const path of ["/", "/dept/civil/faculties", "/committe/iqac-committee", "/sitemap"]) {
      const desktop = await openPage(path, DESKTOP);
      try {
        const nav = desktop.getByRole("navigation", { name: "Main menu" });
        expect(await nav.getByRole("button", { name: "Admissions" }).isVisible()).toBe(true);
        expect(await nav.getByRole("link", { name: "Notices", exact: true }).getAttribute("href")).toBe("/notices");
        expect(await nav.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
        await nav.getByRole("button", { name: "Admissions" }).click();
        expect(await nav.getByRole("link", { name: "Confirm Admission" }).isVisible()).toBe(true);
      } finally {
        await desktop.context().close();
      }
    }
    const phone = await openPage("/mr/", PHONE);
    try {
      await phone.locator(".site-menu.is-live").waitFor();
      await phone.locator(".hamburger").click();
      const panel = phone.locator("#nav-panel");
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await panel.getByRole("link", { name: "सूचना", exact: true }).getAttribute("href")).toBe("/mr/notices");
      expect(await panel.getByRole("link", { name: "संपर्क" }).getAttribute("href")).toBe("/mr/contact");
      expect(await panel.getByRole("button", { name: "प्रवेश" }).isVisible()).toBe(true);
    } finally {
      await phone.context().close();
    }
  });

  it("each of the Policies menu's entries opens its own document, and each website policy its own page", async () => {
    const page = await openPage("/", DESKTOP);
    try {
      const nav = page.getByRole("navigation", { name: "Main menu" });
      await nav.getByRole("button", { name: "Policies" }).click();
      const hrefs = await page.locator("#nav-policies a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(new Set(hrefs).size).toBe(hrefs.length);
      const [documents, websitePolicies] = [hrefs.filter((href) => href?.endsWith(".pdf")), hrefs.filter((href) => !href?.endsWith(".pdf"))];
      expect(documents.length).toBeGreaterThanOrEqual(4);
      expect(websitePolicies).toEqual(WEBSITE_POLICIES.map((policy) => `/website-policies/${policy}`));
    } finally {
      await page.context().close();
    }
  });

  it("/contact shows the address, the office hours and, by designation with each one's department, phones and e-mails that dial and write", async () => {
    const settings = (await queryApi<{ siteSettings: { address: string; phone: string; email: string } }>(server.url, "{ siteSettings { address phone email } }"))
      .siteSettings;
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage("/contact", viewport);
      try {
        const main = page.locator("main");
        expect(await main.locator("h1").innerText()).toBe("Contact us");
        expect(await main.locator("address").innerText()).toBe(settings.address);
        expect(await main.getByRole("heading", { name: "Office hours" }).isVisible()).toBe(true);
        expect(await main.locator(`a[href="mailto:${settings.email}"]`).count()).toBe(1);
        const cards = main.locator(".contact-card");
        expect(await cards.count()).toBeGreaterThanOrEqual(3);
        expect(await cards.first().locator(".contact-role").innerText()).toBe("Principal");
        expect(await cards.first().locator("a[href^='tel:']").count()).toBe(1);
        // The staff data's designation, name, department, phone and e-mail on every card (issue 37).
        for (const card of await cards.all()) {
          expect(await card.locator(".contact-department").innerText()).not.toBe("");
          expect((await card.locator("a[href^='tel:']").count()) + (await card.locator("a[href^='mailto:']").count())).toBeGreaterThan(0);
        }
        expect(await cards.first().locator(".contact-department").innerText()).toContain("Whole institute");
        const computerHead = cards.filter({ has: page.locator(".contact-department", { hasText: "Computer Technology" }) });
        expect(await computerHead.count()).toBe(1);
        expect(await computerHead.locator(".contact-role").innerText()).toBe("Head of Department");
        expect(await computerHead.locator("a[href^='tel:']").count()).toBe(1);
        expect(await computerHead.locator("a[href^='mailto:']").count()).toBe(1);
        const departmentsShown = await cards.locator(".contact-department").allInnerTexts();
        const roles = await cards.locator(".contact-role").allInnerTexts();
        const perDepartment = roles.map((role, index) => `${departmentsShown[index]} ${role}`);
        expect(new Set(perDepartment).size).toBe(perDepartment.length);
        expect(departmentsShown.filter((name) => !name.includes("Whole institute")).length).toBe(7);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await expectNoSeriousAxeViolations(page);
      } finally {
        await page.context().close();
      }
    }
  });
});

describe("contrast switch (item 8)", () => {
  it("switches to high contrast and keeps it across a reload", async () => {
    const page = await openPage("/", DESKTOP);
    try {
      const contrast = page.getByRole("button", { name: "high-contrast colours" });
      expect(await contrast.getAttribute("aria-pressed")).toBe("false");
      const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const before = await background();
      await contrast.click();
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("high-contrast"))).toBe(true);
      expect(await contrast.getAttribute("aria-pressed")).toBe("true");
      await page.reload({ waitUntil: "networkidle" });
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("high-contrast"))).toBe(true);
      expect(await background()).not.toBe(before);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole("button", { name: "high-contrast colours" }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("high-contrast"))).toBe(false);
    } finally {
      await page.context().close();
    }
  });
});

describe("department page (item 3)", () => {
  it("on a phone: the heading first, then the pages in one sideways row, then the slider with its caption under the picture", async () => {
    const page = await openPage("/dept/computer/about-department", PHONE);
    try {
      const heading = await top(page, "h1.department-heading");
      const tabs = await top(page, ".department-side-nav");
      const slider = await top(page, ".department-main .slider");
      expect(heading).toBeLessThan(tabs);
      expect(tabs).toBeLessThan(slider);
      // One row of tabs (scrolling sideways), not a block of eleven.
      const tabsHeight = await page.locator(".department-side-nav ul").evaluate((el) => el.getBoundingClientRect().height);
      expect(tabsHeight).toBeLessThan(64);
      const caption = page.locator(".slider-slide.is-current figcaption, .slider-slide figcaption").first();
      if ((await caption.count()) > 0) {
        const [picture, text] = await Promise.all([
          page
            .locator(".slider-slide img")
            .first()
            .evaluate((el) => el.getBoundingClientRect().bottom),
          caption.evaluate((el) => el.getBoundingClientRect().top),
        ]);
        expect(text).toBeGreaterThanOrEqual(picture - 1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await page.context().close();
    }
  });

  it("on a desktop: the side list beside the heading and the slider", async () => {
    const page = await openPage("/dept/computer/about-department", DESKTOP);
    try {
      const nav = await page.locator(".department-side-nav").evaluate((el) => el.getBoundingClientRect());
      const heading = await page.locator("h1.department-heading").evaluate((el) => el.getBoundingClientRect());
      expect(nav.right).toBeLessThanOrEqual(heading.left);
      expect(Math.abs(nav.top - heading.top)).toBeLessThan(40);
    } finally {
      await page.context().close();
    }
  });
});

describe("footer (item 9)", () => {
  it("is short on a phone, with the links visitors look for, and no 'about' paragraph", async () => {
    const page = await openPage("/", PHONE);
    try {
      const footer = page.locator("footer.site-footer");
      const height = await footer.evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeLessThan(1000);
      for (const [name, href] of [
        ["Admissions", "/confirm-admission"],
        ["Notices", "/notices"],
        ["Contact us", "/contact"],
        ["Sitemap", "/sitemap"],
      ]) {
        expect(await footer.getByRole("link", { name: name!, exact: true }).getAttribute("href")).toBe(href);
      }
      expect(await footer.locator(".footer-about").count()).toBe(0);
      // The long lists are folded under their headings on a phone and open with a tap.
      const quick = footer.locator("details.footer-fold").first();
      expect(await quick.locator("ul a").first().isVisible()).toBe(false);
      await quick.locator("summary").click();
      expect(await quick.locator("ul a").first().isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it("on a desktop the link lists stand open", async () => {
    const page = await openPage("/", DESKTOP);
    try {
      expect(await page.locator("footer details.footer-fold ul a").first().isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
