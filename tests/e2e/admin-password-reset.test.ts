import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startSmtpInbox, type SmtpInbox } from "../support/smtp-inbox.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { seriousAxeFindings } from "./axe.js";

// A forgotten password through the panel's pages (issue 36, item 4), with a real SMTP server
// started here: Forgot Password asks for a link, the link in the e-mail opens the page that sets
// the new password, and the new password signs in. Then the same in Marathi: the page, the
// e-mail and the refusal of a used link are in Marathi. A site without SMTP settings says whom to ask.

const CLERK = "records.clerk@college.example";
const FIRST_PASSWORD = "tamarind window gate 4";

let inbox: SmtpInbox;
let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];
const used: { link: string } = { link: "" };

/** Forgot Password from the sign-in screen, the address typed and sent: the link of the mail that arrives. */
async function askForLink(forgot: string, emailLabel: string, send: string): Promise<{ link: string; subject: string }> {
  const before = inbox.mails.length;
  await page.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
  await page.getByRole("link", { name: forgot }).click();
  await page.getByLabel(emailLabel).fill(CLERK);
  await page.getByRole("button", { name: send }).click();
  await page.getByRole("status").filter({ hasText: CLERK }).waitFor();
  const mail = await inbox.waitFor(CLERK, before);
  const link = /http:\/\/\S+\/admin-login\/set-password#\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return { link: link!, subject: mail.subject };
}

/** A box by its whole label (a required one's label ends with " *"). */
const box = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function setNewPassword(labels: { password: string; again: string; save: string }, password: string): Promise<void> {
  await box(labels.password).fill(password);
  await box(labels.again).fill(password);
  await page.getByRole("button", { name: labels.save }).click();
}

beforeAll(async () => {
  assertClientBuilt();
  inbox = await startSmtpInbox();
  server = await startTestServer({ env: { SERVE_CLIENT: "true", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(inbox.port) } });
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const made = await admin.request("mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }", {
    input: { email: CLERK, password: FIRST_PASSWORD, displayName: "Records clerk" },
  });
  expect(made.errors).toBeUndefined();
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  page.on("pageerror", (error) => errors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await inbox?.close();
});

describe("a forgotten password in the panel", () => {
  it("sends a link by e-mail whose page sets a new password that signs in", async () => {
    const { link } = await askForLink("Forgot Password", "E-mail", "Send me a link");
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.goto(link, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
    // The token is taken out of the address bar.
    expect(page.url()).toBe(`${server.url}/admin-login/set-password`);
    await setNewPassword({ password: "New password", again: "New password again", save: "Save the new password" }, "saffron bridge lamp 5");
    await page.getByText("Saved: your new password is set.").waitFor();
    used.link = link;

    await page.getByRole("link", { name: "Back to sign-in" }).click();
    await page.getByLabel("E-mail").fill(CLERK);
    await page.getByLabel("Password").fill("saffron bridge lamp 5");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator(".admin-user-who", { hasText: "Signed in as Records clerk" }).waitFor();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("E-mail").waitFor();
  });

  it("shows the pages, the e-mail and a used link's refusal in Marathi", async () => {
    await page.getByRole("button", { name: "मराठी" }).click();
    const { link, subject } = await askForLink("पासवर्ड विसरलात?", "ई-मेल", "मला लिंक पाठवा");
    expect(subject).toMatch(/नवीन पासवर्ड ठरवा/);
    await page.goto(used.link, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "नवीन पासवर्ड निवडा" }).waitFor();
    await setNewPassword({ password: "नवीन पासवर्ड", again: "नवीन पासवर्ड पुन्हा", save: "नवीन पासवर्ड जतन करा" }, "mango courtyard bell 6");
    await page.getByText("लिंक आता चालत नाही", { exact: false }).waitFor();
    await page.getByRole("link", { name: "नवीन लिंक मागवा" }).waitFor();

    await page.goto(link, { waitUntil: "networkidle" });
    await setNewPassword({ password: "नवीन पासवर्ड", again: "नवीन पासवर्ड पुन्हा", save: "नवीन पासवर्ड जतन करा" }, "mango courtyard bell 6");
    await page.getByText("जतन केले: तुमचा नवीन पासवर्ड ठरला आहे.").waitFor();
    expect(errors).toEqual([]);
  });

  it("says whom to ask on a site without SMTP settings", async () => {
    const plain = await startTestServer({ env: { SERVE_CLIENT: "true" } });
    try {
      await page.goto(`${plain.url}/admin-login/forgot-password`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "English" }).click();
      await page.getByText("Please ask the website's administrator", { exact: false }).waitFor();
      expect(await page.getByRole("button", { name: "Send me a link" }).count()).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
