import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// Two-step sign-in in the panel (issue 36, item 3): a clerk sets it up with a code computed here
// from the key the panel shows, signs out, signs in with a code, then with a recovery code
// (which then stops working); six wrong codes lock the step as six wrong passwords do. Then an
// administrator, with the panel in Marathi, sees every new screen and message in Marathi and
// resets the clerk's two-step sign-in.

const CLERK = "exam.clerk@college.example";
const CLERK_PASSWORD = "monsoon ledger pencil 9";

let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];
const state: { secret: string; codes: string[] } = { secret: "", codes: [] };

/** The code an authenticator app shows for the secret, `offsetSteps` periods from now. */
const appCode = (offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(state.secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

const alertText = () => page.locator("form [role=alert]").first().innerText();

async function signInWithPassword(email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function secondStep(code: string): Promise<void> {
  await page.getByLabel("Code from the app, or a recovery code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The panel is open for the clerk (on whichever view the address names). */
const signedInAsClerk = () => page.locator(".admin-user-who", { hasText: "Signed in as Exam clerk" }).waitFor();

async function signOut(): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByLabel("E-mail").waitFor();
}

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const made = await admin.request("mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }", {
    input: { email: CLERK, password: CLERK_PASSWORD, displayName: "Exam clerk" },
  });
  expect(made.errors).toBeUndefined();
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("two-step sign-in in the panel", () => {
  it("is set up with the key the panel shows and the app's first code, and shows ten recovery codes once", async () => {
    await signInWithPassword(CLERK, CLERK_PASSWORD);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Two-step sign-in" }).click();
    await eventually(headingOf(page)).toBe("Two-step sign-in");
    await page.getByText("Two-step sign-in is off for your account.").waitFor();
    await page.getByRole("button", { name: "Set up two-step sign-in" }).click();

    const qr = page.getByRole("img", { name: "QR code to scan with the authenticator app" });
    await qr.waitFor();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    state.secret = (await page.getByTestId("two-step-secret").innerText()).replace(/\s+/g, "");
    expect(state.secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await eventually(() => page.locator("#two-step-setup-code-problem").innerText()).toBe("Please enter the 6-digit code the app shows.");
    await page.getByLabel("Code from the app").fill(appCode());
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await page.getByRole("heading", { level: 2, name: "Your recovery codes" }).waitFor();
    state.codes = await page.getByTestId("recovery-codes").locator("li").allInnerTexts();
    expect(state.codes).toHaveLength(10);
    expect(await seriousAxeFindings(page, { within: "main" })).toEqual([]);
    await page.getByRole("button", { name: "I have kept my recovery codes" }).click();
    await page.getByText("Two-step sign-in is on for your account.").waitFor();
    await page.getByText("Recovery codes left unused: 10.").waitFor();
    await signOut();
  });

  it("asks for the app's code after the password, and signs in with it", async () => {
    await signInWithPassword(CLERK, CLERK_PASSWORD);
    await page.getByRole("heading", { level: 1, name: "Two-step sign-in" }).waitFor();
    expect(await seriousAxeFindings(page, { within: "main" })).toEqual([]);
    // The setup used this period's code: the next one (a phone a little ahead) is taken.
    await secondStep(appCode(1));
    await signedInAsClerk();
    await signOut();
  });

  it("signs in with a recovery code, which then stops working", async () => {
    await signInWithPassword(CLERK, CLERK_PASSWORD);
    await secondStep(state.codes[0]!);
    await signedInAsClerk();
    await signOut();

    await signInWithPassword(CLERK, CLERK_PASSWORD);
    await secondStep(state.codes[0]!);
    await eventually(alertText).toMatch(/^This code is not right\./);
    await page.getByRole("heading", { level: 1, name: "Two-step sign-in" }).waitFor();
    // Another one works (and clears the count of wrong codes, as a right password does).
    await secondStep(state.codes[1]!);
    await signedInAsClerk();
    await signOut();
  });

  it("locks the second step after a wrong code six times, as the password does, even for the right code", async () => {
    await signInWithPassword(CLERK, CLERK_PASSWORD);
    await page.getByRole("heading", { level: 1, name: "Two-step sign-in" }).waitFor();
    for (let i = 1; i <= 5; i++) {
      await secondStep("123456");
      await eventually(alertText).toMatch(/^This code is not right\./);
      await page.getByLabel("Code from the app, or a recovery code").fill("");
    }
    await secondStep("123456");
    await eventually(alertText).toMatch(/^Too many wrong codes\. Please wait about 15 minutes/);
    await secondStep(state.codes[2]!);
    await eventually(alertText).toMatch(/^Too many wrong codes\./);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Two-step sign-in");
  });

  it("shows the second step and its messages in Marathi", async () => {
    await page.getByRole("button", { name: "मराठी" }).click();
    await eventually(headingOf(page)).toBe("दोन-टप्प्यांचे साइन इन");
    await page.getByLabel("ॲपमधील कोड किंवा रिकव्हरी कोड").fill("");
    await page.getByRole("button", { name: "पुढे जा" }).click();
    await eventually(alertText).toBe("कृपया तुमच्या ऑथेंटिकेटर ॲपमधील कोड किंवा एक रिकव्हरी कोड लिहा.");
    await page.getByLabel("ॲपमधील कोड किंवा रिकव्हरी कोड").fill("123456");
    await page.getByRole("button", { name: "पुढे जा" }).click();
    await eventually(alertText).toMatch(/^बरेच चुकीचे कोड लिहिले गेले/);
    await page.getByRole("button", { name: "पासवर्डसह पुन्हा साइन इन करा" }).click();
    await page.getByLabel("ई-मेल").waitFor();
  });

  it("lets an administrator, in Marathi, see the Two-step sign-in screen and reset the clerk's (audited)", async () => {
    const admin = await signedInPage(browser, server.url, errors);
    await admin.getByRole("button", { name: "मराठी" }).click();
    await eventually(() => admin.getByRole("heading", { level: 1 }).innerText()).toBe("डॅशबोर्ड");
    await admin.getByRole("navigation").getByRole("link", { name: "दोन-टप्प्यांचे साइन इन" }).click();
    await eventually(() => admin.getByRole("heading", { level: 1 }).innerText()).toBe("दोन-टप्प्यांचे साइन इन");
    await admin.getByText("तुमच्या खात्यासाठी दोन-टप्प्यांचे साइन इन बंद आहे.").waitFor();
    await admin.getByRole("button", { name: "दोन-टप्प्यांचे साइन इन सुरू करा" }).click();
    await admin.getByRole("img", { name: "ऑथेंटिकेटर ॲपने स्कॅन करण्याचा QR कोड" }).waitFor();
    await admin.getByLabel("ॲपमधील कोड", { exact: true }).fill("000000");
    await admin.getByRole("button", { name: "दोन-टप्प्यांचे साइन इन सुरू करा" }).click();
    await eventually(() => admin.locator("#two-step-setup-code-problem").innerText()).toMatch(/^हा कोड बरोबर नाही\./);
    expect(await admin.getByLabel("ॲपमधील कोड", { exact: true }).getAttribute("aria-describedby")).toBe("two-step-setup-code-problem");
    // The Marathi panel reads in the site's own Devanagari faces (one @font-face for site and panel), once it holds them.
    await eventually(() => admin.locator(".admin-shell").evaluate((element) => getComputedStyle(element).fontFamily)).toContain("GP Devanagari");
    expect(await admin.evaluate(() => document.fonts.check('400 1em "GP Devanagari"', "क"))).toBe(true);

    await admin.goto(`${server.url}/admin-login/manage-admins`, { waitUntil: "networkidle" });
    const row = admin.locator(`tr[data-email="${CLERK}"]`);
    await row.getByRole("button", { name: "दोन-टप्प्यांचे साइन इन रीसेट करा" }).click();
    await row.getByText(`${CLERK} यांचे दोन-टप्प्यांचे साइन इन रीसेट करायचे?`).waitFor();
    await row.getByRole("button", { name: "होय, रीसेट करा" }).click();
    await admin.getByText(`${CLERK} यांचे दोन-टप्प्यांचे साइन इन रीसेट केले.`).waitFor();
    await eventually(() => row.getByRole("button", { name: "दोन-टप्प्यांचे साइन इन रीसेट करा" }).count()).toBe(0);

    await admin.goto(`${server.url}/admin-login/activity`, { waitUntil: "networkidle" });
    await admin.locator("td", { hasText: "दोन-टप्प्यांचे साइन इन रीसेट केले" }).first().waitFor();

    // The clerk, locked out of the second step before, signs in with the password alone now.
    await page.getByRole("button", { name: "English" }).click();
    await signInWithPassword(CLERK, CLERK_PASSWORD);
    await signedInAsClerk();
    expect(errors).toEqual([]);
  });
});
