import fs from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admissionConfirmation, alumniRegistration, feedback } from "../../server/src/content/types/submissions.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// The public submissions' manage screens: search, the Aadhaar number masked everywhere the
// browser sees it, the CSV download (masked, a header row, formulas defused), delete with a
// confirmation. Fictional people; the Aadhaar numbers are made up, with a valid check digit.

const AADHAAR = "234567891238";
const MASKED = "XXXX XXXX 1238";
const FORMULA_NAME = "=SUM(1,2) Test Student";

let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];
const responses: string[] = [];

async function submitAdmission(enrollment: string, name: string): Promise<void> {
  const result = await new GraphQLTestClient(server.url).request(
    "mutation ($input: CreateAdmissionConfirmationInput!) { createAdmissionConfirmation(input: $input) { id } }",
    {
      input: { enrollment, aadhaarNumber: AADHAAR, name, gender: "Female", phone: "9876543210", admissionYear: "1st", directSecondYear: false, aadhaarConsent: true },
    },
  );
  expect(result.errors).toBeUndefined();
}

async function admissionCount(): Promise<number> {
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const result = await admin.request<{ admissionConfirmations: { totalCount: number } }>("{ admissionConfirmations(limit: 1) { totalCount } }");
  return result.data!.admissionConfirmations.totalCount;
}

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  await submitAdmission("EN-2025-0001", "Asha Testperson");
  await submitAdmission("EN-2025-0002", FORMULA_NAME);
  const alumni = await new GraphQLTestClient(server.url).request("mutation ($input: CreateAlumniRegistrationInput!) { createAlumniRegistration(input: $input) { id } }", {
    input: {
      fullName: "Ravi Examplename",
      whatsappNumber: "919876543210",
      yearOfPassing: 2015,
      dateOfBirth: "1995-04-01",
      occupation: "Site engineer",
      address: "1 Example Road, Sample Town",
      gender: "Male",
      afterDiploma: "Worked on bridges.",
    },
  });
  expect(alumni.errors).toBeUndefined();
  const sent = await new GraphQLTestClient(server.url).request("mutation ($input: CreateFeedbackInput!) { createFeedback(input: $input) { id } }", {
    input: { name: "Meera Examplereader", email: "reader@example.org", topic: "website", message: 'Please add the exam time table, with "dates".' },
  });
  expect(sent.errors).toBeUndefined();
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
  page.on("response", async (response) => {
    if (response.url().endsWith("/graphql")) responses.push(await response.text().catch(() => ""));
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const rows = () => page.locator("table.admin-table tbody tr[data-id]");

describe("public submissions in the panel", () => {
  it("lists admission confirmations with the Aadhaar number masked; the full number never reaches the browser", async () => {
    await page.getByRole("navigation", { name: "Admin panel" }).locator(`a[href="/admin-login/${admissionConfirmation.admin.manageRoute}"]`).click();
    await eventually(headingOf(page)).toBe("Manage Admission confirmations");
    await eventually(() => rows().count()).toBe(2);
    const aadhaarColumn = admissionConfirmation.admin.columns.indexOf("aadhaarNumber");
    for (const text of await rows()
      .locator(`td:nth-child(${aadhaarColumn + 1})`)
      .allInnerTexts())
      expect(text).toBe(MASKED);
    expect(await page.content()).not.toContain(AADHAAR);
    expect(responses.length).toBeGreaterThan(0);
    for (const body of responses) expect(body).not.toContain(AADHAAR);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("searches by name or enrollment number", async () => {
    await page.getByLabel("Search").fill("EN-2025-0001");
    await eventually(() => rows().count()).toBe(1);
    expect(await rows().first().innerText()).toContain("Asha Testperson");
    await page.getByLabel("Search").fill("nobody by this name");
    await eventually(() => page.getByText("Nothing here yet.").count()).toBe(1);
    await page.getByLabel("Search").fill("");
    await eventually(() => rows().count()).toBe(2);
  });

  it("downloads the rows as CSV: a header row, the Aadhaar number masked, a formula kept as text", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download as CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^admissionConfirmations-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await fs.readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(admissionConfirmation.admin.columns.map((c) => admissionConfirmation.fields[c]!.label).join(","));
    expect(lines).toHaveLength(3);
    expect(text).not.toContain(AADHAAR);
    expect(lines.filter((line) => line.includes(MASKED))).toHaveLength(2);
    // The name starting with "=" is prefixed with ' (and quoted, for its comma).
    expect(text).toContain(`"'${FORMULA_NAME}"`);
    expect(text).not.toMatch(/(^|,)=SUM/m);
    await eventually(() => page.getByRole("status").filter({ hasText: "Downloaded 2 rows" }).count()).toBe(1);
  });

  it("deletes a submission only after the confirmation", async () => {
    const before = await admissionCount();
    const row = rows().filter({ hasText: "Asha Testperson" });
    await row.getByRole("button", { name: "Delete" }).click();
    await row.getByRole("button", { name: "Cancel" }).click();
    expect(await admissionCount()).toBe(before);
    await row.getByRole("button", { name: "Delete" }).click();
    await row.getByRole("button", { name: "Yes, delete" }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Deleted “Asha Testperson”" }).count()).toBe(1);
    expect(await admissionCount()).toBe(before - 1);
    await eventually(() => rows().count()).toBe(1);
  });

  it("offers the same search and CSV download for alumni registrations", async () => {
    await page.goto(`${server.url}/admin-login/${alumniRegistration.admin.manageRoute}`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("Manage Alumni registrations");
    await page.getByLabel("Search").fill("Examplename");
    await eventually(() => rows().count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download as CSV" }).click()]);
    const lines = (await fs.readFile((await download.path())!, "utf8"))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(alumniRegistration.admin.columns.map((c) => alumniRegistration.fields[c]!.label).join(","));
    // The phone number starts with a digit: left as it is.
    expect(lines[1]).toBe("Ravi Examplename,2015,Site engineer,919876543210,");
    expect(errors).toEqual([]);
  });

  it("lists the visitors' feedback and downloads it as CSV (GIGW)", async () => {
    await page.goto(`${server.url}/admin-login/${feedback.admin.manageRoute}`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("Manage Feedback");
    await eventually(() => rows().count()).toBe(1);
    expect(await rows().first().innerText()).toContain("Meera Examplereader");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download as CSV" }).click()]);
    const lines = (await fs.readFile((await download.path())!, "utf8"))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Name,Topic,E-mail,Phone,Message");
    expect(lines[1]).toBe('Meera Examplereader,This website,reader@example.org,,"Please add the exam time table, with ""dates""."');
    expect(errors).toEqual([]);
  });
});
