import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTITUTE_PAGES } from "../../client/src/site/institute/institute-page-variables.js";
import { instituteMessages } from "../../client/src/messages/en/institute.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { expectNoSeriousAxeViolations, mainHeading, queryApi, visit } from "./site-visit.js";

// /about-institute/{page}: every page value shows its heading and its own part (text, people,
// picture or documents) from the demo content, beside what every institute page shows; the side
// menu folds on a phone; the recruiters strip stands still for reduced motion; axe finds nothing serious.

interface Common {
  siteSettings: { vision: string; mission: string[] };
  noticeBoard: { items: { title: string; url: string }[] };
  principalMessage: { title: string };
  programs: { items: { name: string; intake: number }[] };
  newsCarousel: { items: { altText: string }[] };
  recruiters: { items: { altText: string }[] };
}

const COMMON_QUERY = `{
  siteSettings { vision mission }
  noticeBoard: links(group: "notice-board", limit: 20) { items { title url } }
  principalMessage: pageTextByKey(key: "principal-message") { title }
  programs(limit: 20) { items { name intake } }
  newsCarousel: galleryImages(gallery: "news-carousel", limit: 20) { items { altText } }
  recruiters: galleryImages(gallery: "recruiters", limit: 50) { items { altText } }
}`;

let server: TestServer;
let browser: Browser;
let common: Common;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  common = await queryApi<Common>(server.url, COMMON_QUERY);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What the page's own part must show, read from the API as the page's variables say. */
async function expectPagePart(page: Page, key: string): Promise<void> {
  const part = INSTITUTE_PAGES[key]!;
  const main = page.locator(".institute-page-part");
  if (key === "program-offered") {
    const rows = main.locator("table tbody tr");
    expect(await rows.count()).toBe(common.programs.items.length);
    expect(await rows.first().innerText()).toContain(common.programs.items[0]!.name);
  }
  if (part.text) {
    const { pageTextByKey } = await queryApi<{ pageTextByKey: { title: string } }>(server.url, `query ($k: String!) { pageTextByKey(key: $k) { title } }`, {
      k: part.text,
    });
    expect(await main.getByRole("heading", { level: 2, name: pageTextByKey.title }).count()).toBe(1);
    expect(await main.locator(".last-reviewed").first().innerText()).toMatch(/^Last reviewed on \d{1,2} \w{3} \d{4}$/);
  }
  if (part.people) {
    const { people } = await queryApi<{ people: { items: { name: string; phone: string; role: string; email: string | null }[] } }>(
      server.url,
      `query ($g: String!) { people(group: $g, limit: 100) { items { name phone role email } } }`,
      { g: part.people },
    );
    if (key === "office-staff") expect(people.items.length).toBe(25);
    const rows = main.locator("table tbody tr");
    expect(await rows.count()).toBe(people.items.length);
    for (const [index, person] of people.items.entries()) {
      const row = await rows.nth(index).innerText();
      for (const value of [person.name, person.phone, person.role, person.email ?? ""]) expect(row).toContain(value);
    }
    if (key === "office-staff") expect(await main.locator("table tbody img").count()).toBe(25);
  }
  if (part.gallery) {
    const { galleryImages } = await queryApi<{ galleryImages: { items: { altText: string }[] } }>(
      server.url,
      `query ($g: String!) { galleryImages(gallery: $g) { items { altText } } }`,
      {
        g: part.gallery,
      },
    );
    expect(galleryImages.items.length).toBeGreaterThan(0);
    const picture = main.getByAltText(galleryImages.items[0]!.altText);
    expect(await picture.count()).toBe(1);
    expect(await picture.getAttribute("width")).toMatch(/^\d+$/);
  }
  if (part.documents) {
    const { documents } = await queryApi<{ documents: { items: { title: string }[] } }>(
      server.url,
      `query ($c: String!) { documents(collection: $c, limit: 50) { items { title } } }`,
      {
        c: part.documents,
      },
    );
    expect(documents.items.length).toBeGreaterThan(0);
    const titles = (await main.locator(".document-accordion-title").allInnerTexts()).map((t) => t.trim());
    expect(titles).toEqual(documents.items.map((d) => d.title));
    expect(await page.locator("iframe").count()).toBe(0);
  }
}

/** What every institute page shows. */
async function expectCommonParts(page: Page, key: string): Promise<void> {
  const notices = page.locator(".notice-board a");
  expect(await notices.count()).toBe(common.noticeBoard.items.length);
  for (const [index, notice] of common.noticeBoard.items.entries()) {
    expect(await notices.nth(index).innerText()).toContain(notice.title);
    expect(await notices.nth(index).getAttribute("target")).toBe("_blank");
  }
  expect(await page.getByRole("heading", { level: 2, name: common.principalMessage.title }).count()).toBe(1);
  expect(await page.getByText(common.siteSettings.vision).count()).toBe(1);
  for (const mission of common.siteSettings.mission) expect(await page.getByText(mission).count()).toBe(1);
  // Once (the programmes' own page and the AICTE disclosure draw it in their part, not below).
  expect(await page.getByRole("table", { name: instituteMessages.programsCaption }).filter({ hasText: common.programs.items[0]!.name }).count()).toBe(1);
  expect(await page.locator(".news-carousel img").count()).toBe(common.newsCarousel.items.length);
  expect(await page.getByRole("link", { name: "View More News" }).getAttribute("href")).toBe("/gps-in-news");
  // The recruiters strip: every logo twice, the copy hidden from screen readers.
  const lists = page.locator(".recruiter-strip-list");
  expect(await lists.count()).toBe(2);
  expect(await lists.nth(0).locator("img").count()).toBe(common.recruiters.items.length);
  expect(await lists.nth(1).locator("img").count()).toBe(common.recruiters.items.length);
  expect(await lists.nth(0).getAttribute("aria-hidden")).toBeNull();
  expect(await lists.nth(1).getAttribute("aria-hidden")).toBe("true");
  // The side menu links every page and marks this one.
  const menu = page.getByRole("navigation", { name: instituteMessages.sideMenuLabel });
  expect(await menu.getByRole("link").count()).toBe(Object.keys(INSTITUTE_PAGES).length);
  expect(await menu.locator('a[aria-current="page"]').getAttribute("href")).toBe(`/about-institute/${key}`);
}

describe("institute pages", () => {
  for (const key of Object.keys(INSTITUTE_PAGES)) {
    it(`/about-institute/${key} shows its heading, its own part and every common part`, async () => {
      const { page, errors } = await visit(browser, server.url, `/about-institute/${key}`);
      try {
        expect(await mainHeading(page)).toBe(instituteMessages.titles[key]);
        await expectPagePart(page, key);
        await expectCommonParts(page, key);
        await expectNoSeriousAxeViolations(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it("says an unknown page does not exist and still offers the menu", async () => {
    const { page, errors } = await visit(browser, server.url, "/about-institute/no-such-page");
    try {
      expect(await mainHeading(page)).toBe(instituteMessages.notFoundHeading);
      expect(await page.locator(".query-empty").first().innerText()).toBe(instituteMessages.notFound);
      expect(await page.locator(".institute-side-menu a").count()).toBe(Object.keys(INSTITUTE_PAGES).length);
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("folds the side menu on a 360 px phone, opened and closed by keyboard", async () => {
    const { page, errors } = await visit(browser, server.url, "/about-institute/norms", { width: 360 });
    try {
      await mainHeading(page);
      const toggle = page.getByRole("button", { name: instituteMessages.sideMenuShow });
      await toggle.waitFor();
      const firstLink = page.locator(".institute-side-menu a").first();
      expect(await firstLink.isVisible()).toBe(false);
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await toggle.focus();
      await page.keyboard.press("Enter");
      const hide = page.getByRole("button", { name: instituteMessages.sideMenuHide });
      expect(await hide.getAttribute("aria-expanded")).toBe("true");
      expect(await firstLink.isVisible()).toBe(true);
      await page.keyboard.press("Tab");
      expect(await firstLink.evaluate((el) => el === document.activeElement)).toBe(true);
      await hide.focus();
      await page.keyboard.press("Space");
      expect(await firstLink.isVisible()).toBe(false);
      // Nothing is wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("scrolls the recruiters strip, and keeps it still when the visitor prefers reduced motion", async () => {
    const moving = await visit(browser, server.url, "/about-institute/about-institute");
    const still = await visit(browser, server.url, "/about-institute/about-institute", { reducedMotion: true });
    try {
      const animation = (page: Page) => page.locator(".recruiter-strip-track").evaluate((el) => getComputedStyle(el).animationName);
      expect(await animation(moving.page)).toBe("recruiter-strip-scroll");
      expect(await animation(still.page)).toBe("none");
    } finally {
      await moving.page.close();
      await still.page.close();
    }
  });
});
