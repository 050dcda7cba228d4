import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestServer } from "../support/server.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// Issue 36, item 2, in the built site and the browser: with "Approval before publishing" on, an
// editor's new notice and committee are absent from the server-rendered pages and sitemap.xml;
// the approver approves the notice and rejects another from the dashboard's cards (a phone's
// width), the editor's dashboard shows the rejection's note (in English and Marathi), and the approved notice is on the
// public page at once, through the page cache. The editor's "Change it" opens its waiting change
// of a published notice in the edit form, and the approver sees what it saved there.

const EDITOR = "office.clerk@college.example";
const APPROVER = "registrar@college.example";
const PASSWORD = "river stone lantern 36";

let server: TestServer;
let browser: Browser;
const errors: string[] = [];

async function signIn(email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return page;
}

const html = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: await response.text() };
};

let editor: GraphQLTestClient;
let admin: GraphQLTestClient;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
  for (const [email, role] of [
    [EDITOR, "EDITOR"],
    [APPROVER, "APPROVER"],
  ]) {
    const made = await admin.request(`mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`, {
      input: { email, password: PASSWORD, role: { role, contentTypes: ["notice", "committee"] } },
    });
    expect(made.errors).toBeUndefined();
  }
  expect((await admin.request("mutation { updateSiteSettings(input: { approvalRequired: true }) { approvalRequired } }")).errors).toBeUndefined();
  editor = new GraphQLTestClient(server.url);
  await editor.signIn(EDITOR, PASSWORD);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const CREATE_NOTICE = "mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id awaitingApproval } }";

describe("approval before publishing in the panel", () => {
  it("keeps an editor's new notice and committee off the pages and the sitemap until approved from the dashboard", async () => {
    // Cached first: the approval must reach visitors through the page cache.
    expect((await html("/notices")).text).not.toContain("Brelnok");
    for (const title of ["Brelnok admission notice", "Brelnok sports notice"]) {
      const made = await editor.request(CREATE_NOTICE, { input: { title, date: "2026-11-26", link: "https://example.org/brelnok" } });
      expect(made.data!.createNotice.awaitingApproval).toEqual(expect.any(Number));
    }
    const committee = await editor.request("mutation ($input: CreateCommitteeInput!) { createCommittee(input: $input) { id } }", {
      input: { session: "2026-2027", name: "Brelnok committee", slug: "brelnok-committee", chairmanName: "A. B. Example", chairmanMobile: "9876500001", members: [] },
    });
    expect(committee.errors).toBeUndefined();
    expect((await html("/notices")).text).not.toContain("Brelnok");
    expect((await html("/sitemap.xml")).text).not.toContain("brelnok-committee");
    expect((await html("/committe/brelnok-committee")).status).toBe(404);

    // The approver, on a phone: each change a card with its difference and the two decisions.
    const page = await signIn(APPROVER, { width: 390, height: 844 });
    const waiting = page.getByRole("region", { name: "Waiting for your approval" });
    const card = (title: string) => waiting.getByRole("article", { name: new RegExp(title) });
    await card("Brelnok admission notice").waitFor();
    expect(await card("Brelnok admission notice").innerText()).toContain("Notice text");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeFindings(page, { within: "[data-approvals]" })).toEqual([]);

    await card("Brelnok admission notice").getByRole("button", { name: "Approve" }).click();
    await eventually(() => card("Brelnok admission notice").getByRole("status").innerText()).toContain('Approved: "Brelnok admission notice" is on the site now.');
    await card("Brelnok committee").getByRole("button", { name: "Approve" }).click();
    await eventually(() => card("Brelnok committee").getByRole("status").innerText()).toContain("Approved");

    const sports = card("Brelnok sports notice");
    await sports.getByRole("button", { name: "Reject…" }).click();
    await sports.getByLabel("Why? (the editor reads this)").fill("The sports day is not fixed yet.");
    await sports.getByRole("button", { name: "Reject with this note" }).click();
    await eventually(() => sports.getByRole("status").innerText()).toContain('Rejected: "Brelnok sports notice"');

    const notices = (await html("/notices")).text;
    expect(notices).toContain("Brelnok admission notice");
    expect(notices).not.toContain("Brelnok sports notice");
    expect((await html("/sitemap.xml")).text).toContain("/committe/brelnok-committee");
    expect((await html("/committe/brelnok-committee")).status).toBe(200);
  });

  it("shows the editor its changes: the rejection with the approver's note", async () => {
    const page = await signIn(EDITOR);
    const mine = page.getByRole("region", { name: "Your changes waiting for approval" });
    const rejected = mine.getByRole("article", { name: /Brelnok sports notice/ });
    await eventually(() => rejected.innerText()).toContain("Rejected");
    expect(await rejected.innerText()).toContain("Approver's note: The sports day is not fixed yet.");
    // The editor has no approver's list.
    expect(await page.getByRole("region", { name: "Waiting for your approval" }).count()).toBe(0);

    // The Add form says that the new notice waits, and its table marks it so.
    await page.goto(`${server.url}/admin-login/${CONTENT_TYPES.notice.admin.addRoute}`, { waitUntil: "networkidle" });
    await page.locator("#field-title").fill("Brelnok library notice");
    await page.locator("#field-date").fill("2026-11-27");
    await page.locator("#field-link").fill("https://example.org/library");
    await page.getByRole("button", { name: "Submit" }).click();
    await eventually(() => page.getByRole("status").innerText()).toContain("Saved for approval: the notice waits for an approver");
    await page.goto(`${server.url}/admin-login/${CONTENT_TYPES.notice.admin.manageRoute}`, { waitUntil: "networkidle" });
    await eventually(() => page.locator("tr", { hasText: "Brelnok library notice" }).locator(".admin-status-waiting").innerText()).toBe(
      "Waiting for approval: not on the site yet",
    );
    expect((await html("/notices")).text).not.toContain("Brelnok library notice");
    await page.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
    // In Marathi, the same list in Marathi words.
    await page.getByRole("button", { name: "मराठी" }).click();
    const marathi = page.getByRole("region", { name: "मंजुरीसाठी थांबलेले तुमचे बदल" }).getByRole("article", { name: /Brelnok sports notice/ });
    await eventually(() => marathi.innerText()).toContain("नामंजूर");
    expect(await marathi.innerText()).toContain("मंजुरी देणाऱ्यांची टीप: The sports day is not fixed yet.");
    expect(errors).toEqual([]);
  });

  it("opens an editor's waiting change in the edit form from the dashboard, and sends the approver its newer value", async () => {
    const published = await admin.request(CREATE_NOTICE, { input: { title: "Brelnok exam notice", date: "2026-11-28", link: "https://example.org/exam" } });
    const id = published.data!.createNotice.id;
    const proposed = await editor.request("mutation ($id: ID!, $input: UpdateNoticeInput!) { updateNotice(id: $id, input: $input) { awaitingApproval } }", {
      id,
      input: { title: "Brelnok exam notice, first change" },
    });
    const changeNumber = proposed.data!.updateNotice.awaitingApproval as number;

    const page = await signIn(EDITOR);
    const mine = page.getByRole("region", { name: "Your changes waiting for approval" });
    await mine
      .getByRole("article", { name: /Brelnok exam notice, first change/ })
      .getByRole("link", { name: "Change it" })
      .click();
    // The table marks the published row; its form starts from the waiting change and says so.
    const row = page.locator("tr", { hasText: "Brelnok exam notice" }).first();
    await eventually(() => row.locator(".admin-status-waiting").innerText()).toBe("A change waits for approval: the site shows the published version");
    const form = page.getByRole("form", { name: "Edit notice" });
    await eventually(() => form.locator(".admin-waiting-change").innerText()).toBe(
      `You are changing the change waiting for approval (number ${changeNumber}); the site still shows the published version.`,
    );
    expect(await form.locator("#field-title").inputValue()).toBe("Brelnok exam notice, first change");
    await form.locator("#field-title").fill("Brelnok exam notice, second change");
    await form.getByRole("button", { name: "Save" }).click();
    await eventually(() => page.getByRole("status").innerText()).toContain("Saved for approval");
    expect((await html("/notices")).text).not.toContain("second change");

    // The approver's card: the published title and the newer one.
    const approverPage = await signIn(APPROVER);
    const card = approverPage.getByRole("region", { name: "Waiting for your approval" }).getByRole("article", { name: /Brelnok exam notice, second change/ });
    await eventually(() => card.innerText()).toContain("Brelnok exam notice, second change");
    expect(await card.innerText()).toContain("Brelnok exam notice");
    expect(await card.innerText()).not.toContain("first change");
    expect(errors).toEqual([]);
  });
});
