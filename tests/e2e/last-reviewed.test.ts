import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collegeDate, formatDate } from "../../server/src/content/format-date.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, recordOperations, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// "Last reviewed" in the panel: the dashboard lists a page text not reviewed for a year (in its
// one request), its Edit link opens the text's edit form, and "Confirm reviewed today" marks it
// reviewed without touching the form, with the date in words; the dashboard then leaves it out.

const DAY = 24 * 60 * 60 * 1000;
const TITLE = "Stale Library Rules";

let server: TestServer;
let browser: Browser;
let page: Page;
let operations: string[];
const errors: string[] = [];
let admin: GraphQLTestClient;
let id: string;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const created = await admin.request(`mutation ($input: CreatePageTextInput!) { createPageText(input: $input) { id } }`, {
    input: { key: "facilities/stale-rules", title: TITLE, body: "Borrow two books at a time.", lastReviewedOn: collegeDate(new Date(Date.now() - 400 * DAY)) },
  });
  expect(created.errors).toBeUndefined();
  id = created.data!.createPageText.id;
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
  operations = recordOperations(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("last reviewed", () => {
  it("the dashboard lists the page text not reviewed for a year, from its one request", async () => {
    operations.length = 0;
    await page.goto(`${server.url}/admin-login/dashboard`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("Dashboard");
    const section = page.locator('section[data-not-reviewed="pageText"]');
    expect(await section.getByRole("heading", { level: 2 }).innerText()).toBe("Page texts not reviewed for a year");
    const row = section.locator("tbody tr", { hasText: TITLE });
    await eventually(() => row.count()).toBe(1);
    expect(await row.locator("td").nth(1).innerText()).toBe(formatDate(collegeDate(new Date(Date.now() - 400 * DAY))));
    expect(operations.filter((name) => name.startsWith("AdminDashboard"))).toEqual(["AdminDashboard"]);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await row.getByRole("link", { name: `Edit ${TITLE}` }).click();
    await eventually(headingOf(page)).toBe("Manage Page texts");
  });

  it("a clerk confirms it from its edit form and sees the date; the text stays and the dashboard leaves it out", async () => {
    const form = page.locator(`[data-edit-id="${id}"] form`);
    await eventually(() => form.count()).toBe(1);
    expect(await form.innerText()).toContain("Last reviewed on");
    await form.getByRole("button", { name: "Confirm reviewed today" }).click();
    const today = collegeDate(new Date());
    await eventually(() => form.getByRole("status").first().innerText()).toBe(`Marked as reviewed on ${formatDate(today)}.`);
    expect(await form.getByLabel("Last reviewed on").inputValue()).toBe(today);
    expect(await seriousAxeFindings(page)).toEqual([]);

    const stored = await admin.request(`query ($id: ID!) { pageText(id: $id) { title body lastReviewedOn } }`, { id });
    expect(stored.data!.pageText).toEqual({ title: TITLE, body: "Borrow two books at a time.", lastReviewedOn: today });

    // The same form still saves an edit afterwards (it knows the row's new "last changed").
    await form.getByRole("textbox", { name: "Title", exact: true }).fill(`${TITLE} (checked)`);
    await form.getByRole("button", { name: "Save" }).click();
    await eventually(() => page.getByText(`Saved: the changes to “${TITLE} (checked)” were stored.`).count()).toBe(1);

    await page.goto(`${server.url}/admin-login/dashboard`, { waitUntil: "networkidle" });
    await eventually(() => page.locator('section[data-not-reviewed="pageText"]').innerText()).not.toContain(TITLE);
    expect(errors).toEqual([]);
  });
});
