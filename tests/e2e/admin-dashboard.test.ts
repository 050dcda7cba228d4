import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admissionConfirmation } from "../../server/src/content/types/submissions.js";
import { facultyStaff } from "../../server/src/content/types/staff.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, recordOperations, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// The dashboard landing: counts per content type, what changed last (an edit to an old row
// comes first), and the newest public submissions with the Aadhaar number masked, all in one
// request.

const AADHAAR = "345678912342";
const EDITED_NAME = "Dashboard Check Lecturer";

let server: TestServer;
let browser: Browser;
let page: Page;
let operations: string[];
const errors: string[] = [];
let admin: GraphQLTestClient;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  const submitted = await new GraphQLTestClient(server.url).request(
    "mutation ($input: CreateAdmissionConfirmationInput!) { createAdmissionConfirmation(input: $input) { id } }",
    {
      input: {
        enrollment: "EN-DASH-01",
        aadhaarNumber: AADHAAR,
        name: "Meera Sampleperson",
        gender: "Female",
        phone: "9876501234",
        admissionYear: "2nd",
        aadhaarConsent: true,
      },
    },
  );
  expect(submitted.errors).toBeUndefined();
  // Edit the last staff member in the list's own order: an old row, changed just now.
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const list = facultyStaff.graphql.list;
  const staff = await admin.request<Record<string, { items: { id: string }[] }>>(`{ ${list}(limit: 100) { items { id } } }`);
  const last = staff.data![list]!.items.at(-1)!;
  const updated = await admin.request(`mutation ($id: ID!) { updateFacultyStaff(id: $id, input: { name: "${EDITED_NAME}" }) { id } }`, { id: last.id });
  expect(updated.errors).toBeUndefined();
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
  operations = recordOperations(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("dashboard", () => {
  it("counts every content type, in one request", async () => {
    operations.length = 0;
    await page.goto(`${server.url}/admin-login/dashboard`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("Dashboard");
    const list = facultyStaff.graphql.list;
    const count = await admin.request<Record<string, { totalCount: number }>>(`{ ${list}(limit: 1) { totalCount } }`);
    await eventually(() => page.locator('tr[data-type="facultyStaff"] td.count').textContent()).toBe(String(count.data![list]!.totalCount));
    expect(await page.locator('tr[data-type="admissionConfirmation"] td.count').textContent()).toBe("1");
    expect(operations.filter((name) => name.startsWith("AdminDashboard"))).toEqual(["AdminDashboard"]);
  });

  it("puts the row changed last first, linked to its manage table", async () => {
    const first = page.locator("section[aria-labelledby='recent-changes'] tbody tr").first();
    expect(await first.getAttribute("data-change-type")).toBe("facultyStaff");
    expect(await first.locator("td").nth(1).innerText()).toBe(EDITED_NAME);
    const second = page.locator("section[aria-labelledby='recent-changes'] tbody tr").nth(1);
    expect(await second.getAttribute("data-change-type")).toBe("admissionConfirmation");
    const link = first.getByRole("link", { name: "Staff" });
    expect(await link.getAttribute("href")).toBe(`/admin-login/${facultyStaff.admin.manageRoute}`);
    expect(await first.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("shows the newest admission confirmations with the Aadhaar number masked", async () => {
    const section = page.locator(`section[data-submissions="${admissionConfirmation.key}"]`);
    expect(await section.getByRole("heading", { level: 2 }).innerText()).toBe("Newest admission confirmations");
    const row = section.locator("tbody tr").first();
    expect(await row.innerText()).toContain("Meera Sampleperson");
    expect(await row.innerText()).toContain("XXXX XXXX 2342");
    expect(await page.content()).not.toContain(AADHAAR);
    expect(await page.locator('section[data-submissions="alumniRegistration"]').innerText()).toContain("None received yet.");
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.locator("section[aria-labelledby='recent-changes'] tbody tr").first().getByRole("link", { name: "Staff" }).click();
    await eventually(headingOf(page)).toBe("Manage Staff");
    expect(errors).toEqual([]);
  });
});
