import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notice } from "../../server/src/content/types/news.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, signedInPage } from "./admin-session.js";

// A clerk prepares a notice today to appear later: the add form's "Publish from" (in the
// clerk's local time), the manage table's Scheduled mark, and the public home page without it.

const TITLE = "Admissions open on Monday";

let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("publishing dates in the panel", () => {
  it("a notice added with a later 'Publish from' is marked Scheduled in its table and stays off the site", async () => {
    await page.goto(`${server.url}/admin-login/${notice.admin.addRoute}`);
    await page.locator("#field-title").fill(TITLE);
    await page.locator("#field-date").fill("2099-03-02");
    await page.locator("#field-link").fill("https://example.org/admissions");
    expect(await page.locator("#field-publishFrom-hint").innerText()).toContain("it stays hidden from visitors until then");
    await page.getByLabel("Publish from").fill("2099-03-02T09:30");
    await page.getByRole("button", { name: "Submit" }).click();
    await eventually(() => page.getByRole("status").innerText()).toContain("Saved");

    const admin = new GraphQLTestClient(server.url);
    await admin.signIn(server.adminEmail, server.adminPassword);
    const stored = await admin.request(`{ notices(limit: 100) { items { title publishFrom } } }`);
    const row = stored.data!.notices.items.find((item: { title: string }) => item.title === TITLE);
    // The browser's local 09:30 on that day, as a moment.
    const expected = await page.evaluate(() => new Date("2099-03-02T09:30").toISOString());
    expect(row.publishFrom).toBe(expected);

    await page.goto(`${server.url}/admin-login/${notice.admin.manageRoute}`);
    const mark = page.locator("tr", { hasText: TITLE }).locator(".admin-status-scheduled");
    await eventually(() => mark.innerText()).toMatch(/^Scheduled: appears on 2 Mar 2099/);
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).not.toContain(TITLE);
    expect(errors).toEqual([]);
  });
});
