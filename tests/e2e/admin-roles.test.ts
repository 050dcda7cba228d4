import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// Issue 36: an administrator sets another account's role and departments on Manage Admins, and
// that editor's forms then offer only its department. The role is checked through the API.

const COORDINATOR = "computer.coordinator@college.example";
const PASSWORD = "river stone lantern 36";

const NAVIGATION = "Admin panel";
/** The menu entries only an administrator finds (admin-routes.ts). */
const ADMINISTRATORS_ENTRIES = ["Add Admin", "Manage Admins", "Site Settings", "Webhooks", "Activity"];

let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
  const made = await admin.request(`mutation { createAdministrator(input: { email: "${COORDINATOR}", password: "${PASSWORD}" }) { id } }`);
  expect(made.errors).toBeUndefined();
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("roles in the panel", () => {
  it("lets an administrator make an account a department's editor on Manage Admins", async () => {
    await page.goto(`${server.url}/admin-login/manage-admins`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("Manage Admins");
    const row = page.locator(`tr[data-email="${COORDINATOR}"]`);
    await eventually(() => row.locator("td").nth(2).innerText()).toBe("Administrator");
    await row.getByRole("button", { name: "Change role" }).click();
    const form = page.getByRole("form", { name: `Role of ${COORDINATOR}` });
    await form.getByRole("radio", { name: /^Editor:/ }).check();
    await form.getByRole("group", { name: "Departments" }).getByRole("checkbox", { name: "Computer Technology" }).check();
    expect(await seriousAxeFindings(page, { within: "form" })).toEqual([]);
    await form.getByRole("button", { name: "Save the role" }).click();
    await eventually(() =>
      page
        .getByRole("status")
        .filter({ hasText: `Saved: ${COORDINATOR} is now Editor` })
        .count(),
    ).toBe(1);
    await eventually(() => row.locator("td").nth(2).innerText()).toBe("Editor (Computer Technology; every kind of content)");

    const admin = new GraphQLTestClient(server.url);
    await admin.signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const listed = await admin.request("{ administrators { email role departments contentTypes } }");
    expect(listed.data!.administrators).toContainEqual({ email: COORDINATOR, role: "EDITOR", departments: ["computer"], contentTypes: [] });
  });

  it("makes a department's approver on Add Admin, with the same role fields as Change role", async () => {
    const approver = "mechanical.approver@college.example";
    await page.goto(`${server.url}/admin-login/add-admin`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("Add Admin");
    await page.getByLabel("E-mail").fill(approver);
    // An administrator unless chosen otherwise; the departments appear for an editor or approver.
    expect(await page.getByRole("radio", { name: /^Administrator:/ }).isChecked()).toBe(true);
    expect(await page.getByRole("group", { name: "Departments" }).count()).toBe(0);
    await page.getByRole("radio", { name: /^Approver:/ }).check();
    await page.getByRole("group", { name: "Departments" }).getByRole("checkbox", { name: "Mechanical Engineering" }).check();
    await page.locator("#admin-new-password").fill(PASSWORD);
    await page.locator("#admin-repeat-password").fill(PASSWORD);
    expect(await seriousAxeFindings(page, { within: "form" })).toEqual([]);
    await page.getByRole("button", { name: "Add the account" }).click();
    await eventually(() =>
      page
        .getByRole("status")
        .filter({ hasText: `Saved: ${approver} can now sign in` })
        .count(),
    ).toBe(1);
    // The form is emptied for the next account, an administrator again.
    expect(await page.getByRole("radio", { name: /^Administrator:/ }).isChecked()).toBe(true);

    const admin = new GraphQLTestClient(server.url);
    await admin.signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const listed = await admin.request("{ administrators { email role departments contentTypes } }");
    expect(listed.data!.administrators).toContainEqual({ email: approver, role: "APPROVER", departments: ["mechanical"], contentTypes: [] });
  });

  it("offers the editor only its department in a form's department choice", async () => {
    const editorPage = await (await browser.newContext()).newPage();
    editorPage.on("pageerror", (error) => errors.push(error.message));
    await editorPage.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
    await editorPage.getByLabel("E-mail").fill(COORDINATOR);
    await editorPage.getByLabel("Password").fill(PASSWORD);
    await editorPage.getByRole("button", { name: "Sign in" }).click();
    await editorPage.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    // The dashboard asks only for the submissions the editor reads, so it answers (it was refused whole).
    await editorPage.locator("#content-counts").waitFor();
    await editorPage.goto(`${server.url}/admin-login/labs-add`, { waitUntil: "networkidle" });
    const department = editorPage.getByRole("combobox", { name: /^Department/ });
    await eventually(() => department.locator("option").allInnerTexts()).toEqual(["Choose…", "Computer Technology"]);
    // The administrator's form offers every department.
    await page.goto(`${server.url}/admin-login/labs-add`, { waitUntil: "networkidle" });
    await eventually(() =>
      page
        .getByRole("combobox", { name: /^Department/ })
        .locator("option")
        .count(),
    ).toBeGreaterThan(5);
    expect(errors).toEqual([]);

    // Issue 36: the editor's menu leaves out what only an administrator may use; the administrator's has it.
    const menuLinks = (signedIn: Page) => signedIn.getByRole("navigation", { name: NAVIGATION }).getByRole("link").allInnerTexts();
    const editorMenu = await menuLinks(editorPage);
    expect(editorMenu).toEqual(expect.arrayContaining(["Trash", "API Tokens", "Change my password"]));
    for (const entry of ADMINISTRATORS_ENTRIES) expect(editorMenu).not.toContain(entry);
    expect(await menuLinks(page)).toEqual(expect.arrayContaining(ADMINISTRATORS_ENTRIES));

    // Typed in the address bar, such a page says whom it is for instead of failing call by call.
    await editorPage.goto(`${server.url}/admin-login/webhooks`, { waitUntil: "networkidle" });
    await eventually(headingOf(editorPage)).toBe("For administrators only");
    expect(await editorPage.locator("main").innerText()).toContain("Only an administrator can open this page.");
    expect(errors).toEqual([]);
  });
});
