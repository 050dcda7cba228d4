import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// A clerk opens a row's History from the manage table, reads who changed what (labels from
// the registry), restores an older version after confirming, and sees it said and saved; the
// Activity view lists the restore.

let server: TestServer;
let browser: Browser;
let page: Page;
let api: GraphQLTestClient;
let id: string;
const errors: string[] = [];

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ env: { SERVE_CLIENT: "true" } });
  api = new GraphQLTestClient(server.url);
  await api.signIn(server.adminEmail, server.adminPassword);
  const created = await api.request(`mutation { createHoliday(input: { title: "Founders Day", date: "2026-12-01" }) { id } }`);
  id = created.data!.createHoliday.id;
  await api.request(`mutation ($id: ID!) { updateHoliday(id: $id, input: { title: "Foundation Day" }) { id } }`, { id });
  await api.request(`mutation ($id: ID!) { updateHoliday(id: $id, input: { title: "Foundation Day (observed)", date: "2026-12-02" }) { id } }`, { id });
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("History", () => {
  it("opens from the manage table and says who changed what, field by field", async () => {
    await page.goto(`${server.url}/admin-login/manage-holidays`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "History of “Foundation Day (observed)”" }).click();
    await eventually(headingOf(page)).toBe("History of “Foundation Day (observed)”");
    const newest = page.locator('[data-version="3"]');
    await eventually(() => newest.innerText()).toContain("(what is saved now)");
    const text = await newest.innerText();
    expect(text).toContain(server.adminEmail);
    expect(text).toMatch(/Holiday\s+Foundation Day\s+Foundation Day \(observed\)/);
    // Dates as the panel writes them in its language.
    expect(text).toMatch(/Date\s+1 Dec 2026\s+2 Dec 2026/);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("restores the first version after a confirmation, as a new version", async () => {
    const first = page.locator('[data-version="1"]');
    await first.getByRole("button", { name: "Restore this version" }).click();
    await first.getByRole("button", { name: "Yes, restore" }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Restored" }).innerText()).toMatch(/version 1 held, saved as version 4/);
    await eventually(() => page.locator('[data-version="4"]').innerText()).toContain("(what is saved now)");
    const row = await api.request(`query ($id: ID!) { holiday(id: $id) { title date } }`, { id });
    expect(row.data!.holiday).toEqual({ title: "Founders Day", date: "2026-12-01" });
  });

  it("lists the restore in the Activity view", async () => {
    await page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Activity" }).click();
    await eventually(headingOf(page)).toBe("Activity");
    await page.getByLabel("Action").selectOption("update");
    await page.getByRole("button", { name: "Show" }).click();
    await eventually(() => page.locator("table").innerText()).toContain("restored version 1");
    expect(await page.locator("table tbody").innerText()).toContain("Changed");
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
