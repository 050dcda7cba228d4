import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// A manage table in Chromium: sorted by a column (on the server, so paging follows the order),
// paged with the place kept in the address (Back, reload), dates as people write them, and on a
// 360 px phone each row a card with Edit and Delete in view and nothing to scroll sideways.

let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];

/** 23 holidays: two pages of 20. Titles sort differently from dates (the list's own order). */
const HOLIDAYS = Array.from({ length: 23 }, (_, i) => ({
  title: `Holiday ${String.fromCharCode(90 - i)}`, // Holiday Z, Y, X, ... D
  date: `2026-${String((i % 12) + 1).padStart(2, "0")}-${String(i + 1).padStart(2, "0")}`,
}));
const TITLES_UP = HOLIDAYS.map((h) => h.title).sort();

const rows = () => page.locator("table.admin-table tbody tr[data-id]");
const firstTitles = async (n: number) => (await rows().locator("td:nth-child(2)").allInnerTexts()).slice(0, n);
const pagerText = () => page.locator("nav.admin-pager span").innerText();

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: false, env: { SERVE_CLIENT: "true" } });
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  for (const input of HOLIDAYS) {
    const created = await admin.request(`mutation ($input: CreateHolidayInput!) { createHoliday(input: $input) { id } }`, { input });
    expect(created.errors).toBeUndefined();
  }
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("a manage table", () => {
  it("sorts by a column header on the server, pages in that order, and keeps both in the address", async () => {
    await page.goto(`${server.url}/admin-login/manage-holidays`, { waitUntil: "networkidle" });
    await eventually(pagerText).toBe("Page 1 of 2 · rows 1–20 of 23");
    // Dates as people write them: the first holiday by date is 1 Jan 2026.
    expect(await rows().first().locator("td").first().innerText()).toBe("1 Jan 2026");
    // When each row was last changed, with the time on India's clock.
    expect(await rows().first().locator("td[data-label='Last changed']").innerText()).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} (am|pm)$/);

    const header = page.locator("th", { has: page.getByRole("button", { name: "Holiday" }) });
    expect(await header.getAttribute("aria-sort")).toBeNull();
    await page.getByRole("button", { name: "Holiday" }).click();
    await eventually(() => header.getAttribute("aria-sort")).toBe("ascending");
    await eventually(() => firstTitles(3)).toEqual(TITLES_UP.slice(0, 3));
    expect(new URL(page.url()).search).toBe("?sort=title&dir=asc");

    // The keyboard works the header too: Enter on the focused button turns the order round.
    await page.getByRole("button", { name: "Holiday" }).focus();
    await page.keyboard.press("Enter");
    await eventually(() => header.getAttribute("aria-sort")).toBe("descending");
    await eventually(() => firstTitles(1)).toEqual([TITLES_UP.at(-1)]);

    await page.locator("nav.admin-pager").getByRole("button", { name: "Next" }).click();
    await eventually(pagerText).toBe("Page 2 of 2 · rows 21–23 of 23");
    // The second page continues the server's order: the three first titles, last to first.
    expect(await firstTitles(3)).toEqual(TITLES_UP.slice(0, 3).reverse());
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    expect(await page.locator("nav.admin-pager").getByRole("button", { name: "Next" }).isDisabled()).toBe(true);

    // A reload keeps the place; Back goes to the page before.
    await page.reload({ waitUntil: "networkidle" });
    await eventually(pagerText).toBe("Page 2 of 2 · rows 21–23 of 23");
    expect(await header.getAttribute("aria-sort")).toBe("descending");
    await page.goBack({ waitUntil: "networkidle" });
    await eventually(pagerText).toBe("Page 1 of 2 · rows 1–20 of 23");
    expect(await firstTitles(1)).toEqual([TITLES_UP.at(-1)]);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("on a 360 px phone shows each row as a card with Edit and Delete in view and no sideways scrolling", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/admin-login/manage-holidays?sort=title&dir=asc`, { waitUntil: "networkidle" });
    await eventually(() => rows().count()).toBe(20);

    const scroll = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(scroll.width).toBeLessThanOrEqual(scroll.inner);

    const card = rows().first();
    expect(await card.evaluate((tr) => getComputedStyle(tr).display)).toBe("flex");
    // Label and value on the card, from the same column description.
    const titleCell = card.locator("td[data-label='Holiday']");
    expect(await titleCell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe('"Holiday: "');
    expect(await titleCell.innerText()).toBe(TITLES_UP[0]);

    for (const name of ["Edit", "Delete"]) {
      const button = card.getByRole("button", { name });
      expect(await button.isVisible()).toBe(true);
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // Edit and Delete stand at the top of the card, above its values.
    const editTop = (await card.getByRole("button", { name: "Edit" }).boundingBox())!.y;
    expect(editTop).toBeLessThan((await titleCell.boundingBox())!.y);

    // Sorting is still offered, as buttons above the cards.
    const sortButton = page.getByRole("button", { name: "Date" });
    expect(await sortButton.isVisible()).toBe(true);
    expect((await sortButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    expect(await seriousAxeFindings(page)).toEqual([]);

    // The row's edit form opens under its card and fits the screen too.
    await card.getByRole("button", { name: "Edit" }).click();
    const form = page.locator(`tr[data-edit-id="${await card.getAttribute("data-id")}"]`);
    await form.getByRole("button", { name: "Save" }).waitFor();
    const opened = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(opened.width).toBeLessThanOrEqual(opened.inner);
    expect(errors).toEqual([]);
  });
});
