import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// The panel in Marathi (issue 19, item 5): the clerk's switch in the shell changes the panel's
// own words and the registry's labels, <html lang> follows, the choice survives a reload, and
// English comes back the same way. English stays the default.

let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];
/** The scripts the page fetched: the Marathi panel chunk (mr/admin-catalogue.ts) is named after its module. */
const scripts: string[] = [];
const marathiChunkFetched = () => scripts.some((url) => /\/assets\/admin-catalogue-[\w-]+\.js$/.test(url));

const htmlLang = () => page.evaluate(() => document.documentElement.lang);
const navGroups = () => page.locator(".admin-nav h2").allInnerTexts();

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  // The English panel, drawn again, fetches its scripts: none of them is the Marathi chunk.
  await page.reload({ waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the panel's language switch", () => {
  it("starts in English, with the switch showing English as chosen", async () => {
    expect(await htmlLang()).toBe("en");
    expect(await page.getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "मराठी" }).getAttribute("aria-pressed")).toBe("false");
    expect(await navGroups()).toContain("Admin Settings");
    expect(scripts.length).toBeGreaterThan(0);
    expect(marathiChunkFetched()).toBe(false);
  });

  it("draws the dashboard in Marathi when मराठी is chosen", async () => {
    await page.getByRole("button", { name: "मराठी" }).click();
    await eventually(headingOf(page)).toBe("डॅशबोर्ड");
    expect(await htmlLang()).toBe("mr");
    expect(await page.getByRole("button", { name: "मराठी" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("heading", { level: 2, name: "जोडा आणि व्यवस्थापन करा" }).waitFor();
    // The navigation: the panel's groups and the registry's labels.
    const groups = await navGroups();
    expect(groups).toContain("प्रशासन सेटिंग्ज");
    expect(groups).toContain("संकेतस्थळाची पाने");
    expect(await page.locator(".admin-nav").getByRole("link", { name: "सूचना" }).first().isVisible()).toBe(true);
    // The counts table names each type in Marathi; dates have Marathi month names.
    expect(await page.locator('tr[data-type="notice"] th').textContent()).toBe("सूचना");
    expect(await page.locator(".admin-recent time").first().innerText()).toMatch(/[\u0900-\u097F]/);
    expect(marathiChunkFetched()).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("shows an add form's heading, labels, hints and button in Marathi", async () => {
    await page.locator(".admin-nav").getByRole("link", { name: "सूचना" }).first().click();
    await eventually(headingOf(page)).toBe("सूचना: फॉर्म");
    expect(await page.getByRole("textbox", { name: "सूचनेचा मजकूर", exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel("दुवा").isVisible()).toBe(true);
    expect(await page.getByText("सूचना दुसऱ्या पानाकडे नेत असल्यास त्याचा वेब पत्ता.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "जतन करा" }).isVisible()).toBe(true);
    // The form's own check speaks Marathi too.
    await page.getByRole("button", { name: "जतन करा" }).click();
    await eventually(() => page.locator("form.admin-form .admin-error[role=alert]").innerText()).toBe("काहीही पाठवले नाही: कृपया चिन्हांकित रकाने दुरुस्त करा.");
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("shows the fields' problems in Marathi: the form's own check, and the server's", async () => {
    // The server's rules, checked in the browser in the panel's language, name the field as the clerk sees it.
    await eventually(() => page.locator("#field-title-error").innerText()).toBe("कृपया सूचनेचा मजकूर भरा.");
    // A rule only the server checks (a link or a file): its answer comes in Marathi, because the
    // panel names its language at each request (X-Panel-Language).
    await page.getByRole("textbox", { name: "सूचनेचा मजकूर", exact: true }).fill("Marathi errors notice");
    await page.locator("#field-date").fill("2026-04-15");
    await page.getByRole("button", { name: "जतन करा" }).click();
    await eventually(() => page.locator("#field-link-error").innerText()).toMatch(/^कृपया यांपैकी किमान एक द्या: /);
  });

  it("stays in Marathi after a reload", async () => {
    await page.reload({ waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("सूचना: फॉर्म");
    expect(await htmlLang()).toBe("mr");
    expect(await page.getByRole("textbox", { name: "सूचनेचा मजकूर", exact: true }).isVisible()).toBe(true);
  });

  it("draws the API tokens, webhooks and Activity views in Marathi", async () => {
    await page.goto(`${server.url}/admin-login/api-tokens`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("API टोकन");
    expect(await page.getByRole("heading", { level: 2, name: "टोकन बनवा" }).isVisible()).toBe(true);
    expect(await page.getByRole("radio", { name: "फक्त वाचणे" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "टोकन बनवा" }).isVisible()).toBe(true);
    expect(await page.getByText("अजून एकही टोकन नाही.").isVisible()).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.goto(`${server.url}/admin-login/webhooks`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("वेबहुक");
    expect(await page.getByRole("textbox", { name: "स्वीकारणाऱ्याचा पत्ता" }).isVisible()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "बदलले", exact: true }).isVisible()).toBe(true);
    // The panel's own check, before anything is sent, in Marathi.
    await page.getByRole("button", { name: "वेबहुक जोडा" }).click();
    await eventually(() => page.getByText("संकेतस्थळाने जिथे पाठवायचे तो पत्ता लिहा, https:// ने सुरू होणारा.").count()).toBeGreaterThan(0);

    await page.goto(`${server.url}/admin-login/activity`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("कामकाजाची नोंद");
    expect(await page.getByRole("button", { name: "CSV म्हणून डाउनलोड करा" }).isVisible()).toBe(true);
    // The sign-in and the language choice are in the log: each row's columns and type in Marathi.
    expect(await page.locator("table.admin-table thead th").allInnerTexts()).toEqual(["केव्हा", "कोणी", "क्रिया", "काय", "कुठून"]);
    expect(await page.locator("table.admin-table tbody").innerText()).toContain("साइन इन केले");
    expect(await page.getByRole("combobox", { name: "क्रिया" }).locator("option", { hasText: "कचरापेटीत हलवले" }).count()).toBe(1);
    expect(await page.getByRole("combobox", { name: "मजकुराचा प्रकार" }).locator("option", { hasText: "सूचना" }).count()).toBeGreaterThan(0);
    // Back to the notices' form for the next step.
    await page.locator(".admin-nav").getByRole("link", { name: "सूचना" }).first().click();
    await eventually(headingOf(page)).toBe("सूचना: फॉर्म");
  });

  it("writes a table's semesters and dates in Marathi", async () => {
    await page.goto(`${server.url}/admin-login/manage-curriculum`, { waitUntil: "networkidle" });
    await eventually(() => page.locator("table.admin-table tbody").innerText()).toContain("पहिले सत्र");
    // The semester column (the second) in Marathi; the file's own name may say "First Semester".
    const semesters = await page.locator("table.admin-table tbody tr td:nth-child(2)").allInnerTexts();
    expect(semesters).toContain("पहिले सत्र");
    for (const semester of semesters) expect(semester).not.toMatch(/Semester/);
    await page.goto(`${server.url}/admin-login/manage-notices`, { waitUntil: "networkidle" });
    const dates = page.locator("table.admin-table tbody time");
    await eventually(() => dates.count()).toBeGreaterThan(0);
    expect(await dates.first().innerText()).toMatch(/[\u0900-\u097F]/);
  });

  it("gives the password rule's hint and its checks in Marathi", async () => {
    await page.getByRole("link", { name: "माझा पासवर्ड बदला" }).first().click();
    await eventually(headingOf(page)).toBe("माझा पासवर्ड बदला");
    expect(await page.getByText("किमान 10 अक्षरे.", { exact: false }).isVisible()).toBe(true);
    await page.getByRole("textbox", { name: "सध्याचा पासवर्ड" }).fill("anything at all");
    await page.getByRole("textbox", { name: "नवीन पासवर्ड", exact: true }).fill("short");
    await page.getByRole("button", { name: "माझा पासवर्ड बदला" }).click();
    await eventually(() => page.getByText("पासवर्डमध्ये किमान 10 अक्षरे असावीत.").count()).toBe(1);
    await page.locator(".admin-nav").getByRole("link", { name: "सूचना" }).first().click();
    await eventually(headingOf(page)).toBe("सूचना: फॉर्म");
  });

  it("labels the fields many types share (session, department) and the staff types' fields in Marathi", async () => {
    await page.locator(".admin-nav").getByRole("link", { name: "वेळापत्रक" }).first().click();
    await eventually(headingOf(page)).toBe("वेळापत्रक फॉर्म");
    expect(await page.getByRole("combobox", { name: "शैक्षणिक वर्ष", exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("combobox", { name: "विभाग", exact: true }).isVisible()).toBe(true);
    await page.locator(".admin-nav").getByRole("link", { name: "सहायक कर्मचारी" }).first().click();
    await eventually(headingOf(page)).toBe("सहायक कर्मचारी फॉर्म");
    expect(await page.getByRole("textbox", { name: "पदनाम", exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("combobox", { name: "विभाग", exact: true }).isVisible()).toBe(true);
    await page.locator(".admin-nav").getByRole("link", { name: "सूचना" }).first().click();
    await eventually(headingOf(page)).toBe("सूचना: फॉर्म");
  });

  it("names another administrator's reset-password form in Marathi", async () => {
    const clerk = "marathi.clerk@college.example";
    const admin = new GraphQLTestClient(server.url);
    await admin.signIn(server.adminEmail, server.adminPassword);
    const added = await admin.request(`mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`, {
      input: { email: clerk, password: "copper kite meadow 31", displayName: "Marathi Clerk" },
    });
    expect(added.errors).toBeUndefined();
    await page.goto(`${server.url}/admin-login/manage-admins`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("प्रशासकांचे व्यवस्थापन");
    await page.locator(`tr[data-email="${clerk}"]`).getByRole("button", { name: "पासवर्ड नव्याने ठरवा" }).click();
    expect(await page.getByRole("form", { name: `${clerk} यांचा पासवर्ड नव्याने ठरवा` }).count()).toBe(1);
    await page.locator(".admin-nav").getByRole("link", { name: "सूचना" }).first().click();
    await eventually(headingOf(page)).toBe("सूचना: फॉर्म");
  });

  it("comes back to English, and stays there after a reload", async () => {
    await page.getByRole("button", { name: "English" }).click();
    await eventually(headingOf(page)).toBe("Notice Form");
    expect(await htmlLang()).toBe("en");
    expect(await page.getByRole("textbox", { name: "Notice text", exact: true }).isVisible()).toBe(true);
    await page.reload({ waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("Notice Form");
    expect(await htmlLang()).toBe("en");
    expect(errors).toEqual([]);
  });
});
