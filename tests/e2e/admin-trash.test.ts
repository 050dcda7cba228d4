import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notice } from "../../server/src/content/types/news.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// A clerk deletes a notice by mistake and brings it back from the Trash view; the home page
// (server-rendered, from the page cache) loses it and gets it back. Deleting for ever asks first.

const TITLE = "Scholarship forms due on Friday";

let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];
let admin: GraphQLTestClient;
let noticeId: string;

async function homePage(): Promise<string> {
  const response = await fetch(`${server.url}/`);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const created = await admin.request(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`, {
    input: { title: TITLE, date: "2099-01-01", link: "https://example.org/scholarship" },
  });
  expect(created.errors).toBeUndefined();
  noticeId = created.data!.createNotice.id;
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the trash", () => {
  it("a clerk deletes a notice by mistake and restores it from the Trash", async () => {
    expect(await homePage()).toContain(TITLE);
    await page.goto(`${server.url}/admin-login/${notice.admin.manageRoute}`);
    const row = page.locator(`tr[data-id="${noticeId}"]`);
    await row.getByRole("button", { name: "Delete" }).click();
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await eventually(() => page.getByRole("status").innerText()).toContain("it is in the Trash, where you can restore it");
    await eventually(() => row.count()).toBe(0);
    expect(await homePage()).not.toContain(TITLE);

    await page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Trash" }).click();
    await eventually(headingOf(page)).toBe("Trash");
    const trashed = page.locator(`tr[data-trash-id="notice-${noticeId}"]`);
    await eventually(() => trashed.count()).toBe(1);
    const cells = await trashed.locator("td").allInnerTexts();
    expect(cells.slice(0, 3)).toEqual(["Notice", TITLE, server.adminEmail]);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await trashed.getByRole("button", { name: "Restore" }).click();
    await eventually(() => page.getByRole("status").innerText()).toBe(`Restored “${TITLE}”: it is back in its list and on the site, with its files.`);
    await eventually(() => trashed.count()).toBe(0);
    expect(await page.locator(".admin-empty").innerText()).toBe("The trash is empty.");
    expect(await homePage()).toContain(TITLE);

    await page.goto(`${server.url}/admin-login/${notice.admin.manageRoute}`);
    await eventually(() => page.locator(`tr[data-id="${noticeId}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("deletes for ever only after asking", async () => {
    expect((await admin.request(`mutation ($id: ID!) { deleteNotice(id: $id) }`, { id: noticeId })).errors).toBeUndefined();
    await page.goto(`${server.url}/admin-login/trash`);
    const trashed = page.locator(`tr[data-trash-id="notice-${noticeId}"]`);
    await trashed.getByRole("button", { name: "Delete for ever" }).click();
    expect(await trashed.innerText()).toContain(`Delete for ever “${TITLE}”?`);
    await trashed.getByRole("button", { name: "Cancel" }).click();
    await eventually(() => trashed.getByRole("button", { name: "Restore" }).count()).toBe(1);
    await trashed.getByRole("button", { name: "Delete for ever" }).click();
    await trashed.getByRole("button", { name: "Yes, delete for ever" }).click();
    await eventually(() => page.getByRole("status").innerText()).toBe(`Deleted “${TITLE}” for ever, with its files.`);
    const left = await admin.request(`{ trash(type: "notice") { totalCount } }`);
    expect(left.data!.trash.totalCount).toBe(0);
    expect(errors).toEqual([]);
  });
});
