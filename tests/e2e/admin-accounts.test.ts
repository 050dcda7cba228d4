import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, recordOperations, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// Administrator accounts in the panel: Add Admin with plain-language errors, Manage Admins
// (reset another's password, delete another, the server's refusal to delete yourself shown),
// and Change my password from the signed-in bar. Each result is checked by signing in through
// the API.

const CLERK = "second.clerk@college.example";
const CLERK_PASSWORD = "river stone lantern 42";

let server: TestServer;
let browser: Browser;
let page: Page;
let operations: string[];
const errors: string[] = [];

/** Whether the server accepts this e-mail and password. */
async function canSignIn(email: string, password: string): Promise<boolean> {
  const result = await new GraphQLTestClient(server.url).request("mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }", {
    e: email,
    p: password,
  });
  return !result.errors;
}

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
  operations = recordOperations(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const adminRow = (email: string) => page.locator(`tr[data-email="${email}"]`);

describe("administrator accounts", () => {
  it("refuses an empty or mistyped Add Admin form beside the fields, sending nothing", async () => {
    await page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Add Admin" }).click();
    await eventually(headingOf(page)).toBe("Add Admin");
    await page.getByRole("button", { name: "Add the account" }).click();
    await eventually(() => page.locator("#admin-email-error").innerText()).toBe("Please enter the new administrator's e-mail address.");
    expect(await page.locator("#admin-new-password-error").innerText()).toBe("Please type the new password.");
    expect(await page.locator("#admin-email").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("E-mail").fill("not an address");
    await page.locator("#admin-new-password").fill("short");
    await page.getByRole("button", { name: "Add the account" }).click();
    await eventually(() => page.locator("#admin-email-error").innerText()).toMatch(/not a valid e-mail address/);
    expect(await page.locator("#admin-new-password-error").innerText()).toBe("The password must have at least 10 characters.");

    await page.getByLabel("E-mail").fill(CLERK);
    await page.locator("#admin-new-password").fill(CLERK_PASSWORD);
    await page.getByLabel("First password again").fill(`${CLERK_PASSWORD}!`);
    await page.getByRole("button", { name: "Add the account" }).click();
    await eventually(() => page.locator("#admin-repeat-password-error").innerText()).toMatch(/not the same/);
    expect(operations).not.toContain("AdminCreateAdministrator");
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("adds an administrator who can then sign in; the same e-mail again is refused by the server beside the field", async () => {
    await page.getByLabel("Name shown in the panel").fill("Second Clerk");
    await page.getByLabel("First password again").fill(CLERK_PASSWORD);
    await page.getByRole("button", { name: "Add the account" }).click();
    await eventually(() =>
      page
        .getByRole("status")
        .filter({ hasText: `Saved: ${CLERK}` })
        .count(),
    ).toBe(1);
    expect(await page.getByLabel("E-mail").inputValue()).toBe("");
    expect(await canSignIn(CLERK, CLERK_PASSWORD)).toBe(true);

    await page.getByLabel("E-mail").fill(CLERK.toUpperCase());
    await page.locator("#admin-new-password").fill(CLERK_PASSWORD);
    await page.getByLabel("First password again").fill(CLERK_PASSWORD);
    await page.getByRole("button", { name: "Add the account" }).click();
    await eventually(() => page.locator("#admin-email-error").innerText()).toBe("An administrator with this e-mail already exists.");
  });

  it("lists the administrators and resets another one's password", async () => {
    await page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Manage Admins" }).click();
    await eventually(headingOf(page)).toBe("Manage Admins");
    await eventually(() => page.locator("table.admin-table tbody tr[data-email]").count()).toBe(2);
    expect(await adminRow(TEST_ADMIN_EMAIL).innerText()).toContain("(you)");
    expect(await adminRow(CLERK).innerText()).toContain("Second Clerk");
    expect(await seriousAxeFindings(page)).toEqual([]);

    await adminRow(CLERK).getByRole("button", { name: "Reset password" }).click();
    const fresh = "harbour lamp violet 77";
    await page.getByLabel(`New password for ${CLERK}`).fill(fresh);
    await page.getByLabel("New password again").fill("something else entirely");
    await page.getByRole("button", { name: "Save the new password" }).click();
    const clerkId = await adminId(CLERK);
    await eventually(() => page.locator(`[id="reset-${clerkId}-repeat-error"]`).innerText()).toMatch(/not the same/);
    await page.getByLabel("New password again").fill(fresh);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await eventually(() =>
      page
        .getByRole("status")
        .filter({ hasText: `${CLERK} has a new password` })
        .count(),
    ).toBe(1);
    expect(await canSignIn(CLERK, fresh)).toBe(true);
    expect(await canSignIn(CLERK, CLERK_PASSWORD)).toBe(false);
  });

  it("shows the server's refusal to delete yourself, and deletes another administrator after the confirmation", async () => {
    await adminRow(TEST_ADMIN_EMAIL).getByRole("button", { name: "Delete" }).click();
    await adminRow(TEST_ADMIN_EMAIL).getByRole("button", { name: "Yes, delete" }).click();
    await eventually(() => page.getByRole("alert").filter({ hasText: "You cannot delete the account you are signed in with" }).count()).toBe(1);
    expect(await canSignIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).toBe(true);

    await adminRow(CLERK).getByRole("button", { name: "Delete" }).click();
    await adminRow(CLERK).getByRole("button", { name: "Cancel" }).click();
    expect(await adminRow(CLERK).count()).toBe(1);
    await adminRow(CLERK).getByRole("button", { name: "Delete" }).click();
    await adminRow(CLERK).getByRole("button", { name: "Yes, delete" }).click();
    await eventually(() =>
      page
        .getByRole("status")
        .filter({ hasText: `Deleted the administrator ${CLERK}` })
        .count(),
    ).toBe(1);
    await eventually(() => page.locator("table.admin-table tbody tr[data-email]").count()).toBe(1);
    expect(await canSignIn(CLERK, "harbour lamp violet 77")).toBe(false);
  });

  it("changes your own password from the signed-in bar, refusing a wrong current password beside the field", async () => {
    await page.locator(".admin-user").getByRole("link", { name: "Change my password" }).click();
    await eventually(headingOf(page)).toBe("Change my password");
    const next = "quiet meadow copper 19";
    await page.getByLabel("Current password").fill("not my password");
    await page.locator("#my-new-password").fill(next);
    await page.getByLabel("New password again").fill(next);
    await page.getByRole("button", { name: "Change my password" }).click();
    await eventually(() => page.locator("#my-current-password-error").innerText()).toBe("The current password is not correct.");
    expect(await canSignIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).toBe(true);

    await page.getByLabel("Current password").fill(TEST_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Change my password" }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "your password was changed" }).count()).toBe(1);
    expect(await page.getByLabel("Current password").inputValue()).toBe("");
    expect(await canSignIn(TEST_ADMIN_EMAIL, next)).toBe(true);
    expect(await canSignIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).toBe(false);
    // This browser stays signed in.
    await page.reload({ waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("Change my password");
    expect(errors).toEqual([]);
  });
});

async function adminId(email: string): Promise<string> {
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
  const result = await admin.request<{ administrators: { id: string; email: string }[] }>("{ administrators { id email } }");
  return result.data!.administrators.find((a) => a.email === email)!.id;
}
