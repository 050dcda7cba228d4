import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeTable } from "../../server/src/content/types/department-documents.js";
import { SYSTEM } from "../../server/src/base/actor.js";
import { pdfBytes, PNG_BYTES } from "../support/samples.js";
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";

// The administration area in Chromium against the real built server: sign-in, the dashboard,
// the registry-built add form and manage table of time tables, delete, sign-out.

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const graphqlPosts: string[] = [];

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request: Request) => {
    if (request.url().endsWith("/graphql") && request.method() === "POST") graphqlPosts.push(request.postData() ?? "");
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Counts time tables through the public API. */
async function timeTableCount(): Promise<number> {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ timeTables(limit: 1) { totalCount } }" }),
  });
  const body = (await response.json()) as { data: { timeTables: { totalCount: number } } };
  return body.data.timeTables.totalCount;
}

/** One time table through the public API. */
async function storedTimeTable(id: string): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "query($id: ID!) { timeTable(id: $id) { session department oddSemesterPdf evenSemesterPdf } }", variables: { id } }),
  });
  const body = (await response.json()) as { data: { timeTable: Record<string, string> } };
  return body.data.timeTable;
}

/** The operation of a multipart GraphQL request (the upload link's "operations" part), or of a JSON one. */
function operationOf(body: string): { query: string; variables: { id?: string; input?: Record<string, unknown> } } {
  const part = /name="operations"\r\n\r\n(.+?)\r\n/s.exec(body);
  return JSON.parse(part ? part[1]! : body) as { query: string; variables: { id?: string; input?: Record<string, unknown> } };
}

const heading = () => page.getByRole("heading", { level: 1 }).innerText();
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

describe("administration area", () => {
  it("shows sign-in on every admin route, refuses a wrong password plainly, then shows the requested view", async () => {
    await page.goto(`${server.url}/admin-login/manage-timeTable`, { waitUntil: "networkidle" });
    await expect.poll(heading).toBe("Sign in");
    expect(await page.getByText("Sign in with the e-mail address and password of your panel account.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Forgot Password" }).getAttribute("href")).toBe("/admin-login/forgot-password");

    // Empty: the spec's message, and no call.
    const before = graphqlPosts.length;
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").first().innerText()).toBe("Please type your e-mail address and your password.");
    expect(graphqlPosts.length).toBe(before);

    await page.getByLabel("E-mail").fill(TEST_ADMIN_EMAIL);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").first().innerText()).toMatch(/\w+/);
    const refusal = await page.getByRole("alert").first().innerText();
    expect(refusal).not.toBe("Please type your e-mail address and your password.");
    expect(refusal).not.toMatch(/server could not be reached/);
    expect(await heading()).toBe("Sign in");

    await page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(heading).toBe("Manage Time Table");

    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(heading).toBe("Manage Time Table");
  });

  it("shows the dashboard's navigation and every type's count in one request", async () => {
    const before = graphqlPosts.length;
    await page.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
    await expect.poll(heading).toBe("Dashboard");
    const nav = page.getByRole("navigation", { name: "Admin panel" });
    for (const group of ["College", "Faculty", "Departments", "Admin Settings"]) {
      expect(await nav.getByRole("heading", { name: group, exact: true }).count(), group).toBe(1);
    }
    // One entry per content type, its Add and Manage inside it.
    const timeTable = nav.locator("li", { has: page.locator('a[href="/admin-login/manage-timeTable"]') });
    expect(await timeTable.count()).toBe(1);
    expect(await timeTable.locator(".admin-nav-type-name").innerText()).toBe("Time Table");
    expect(await timeTable.getByRole("link", { name: "Add: Time Table" }).getAttribute("href")).toBe("/admin-login/time-table");
    expect(await nav.getByRole("link", { name: "Manage: AICTE EOA Reports" }).getAttribute("href")).toBe("/admin-login/manage-eoa");
    expect(await nav.getByRole("link", { name: "Visit Site" }).getAttribute("href")).toBe("/");
    const width = await nav.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(300);
    await expect.poll(() => page.locator('tr[data-type="timeTable"] td.count').textContent()).toBe(String(await timeTableCount()));
    const countRequests = graphqlPosts.slice(before).filter((body) => body.includes("AdminDashboard"));
    expect(countRequests).toHaveLength(1);
  });

  it("refuses a form sent empty with field errors and sends nothing", async () => {
    await page.goto(`${server.url}/admin-login/time-table`, { waitUntil: "networkidle" });
    await expect.poll(heading).toBe("Time Table Form");
    const before = graphqlPosts.length;
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.locator("#field-session-error").innerText()).toBe("Please fill in Session.");
    expect(await page.locator("#field-oddSemesterPdf-error").innerText()).toMatch(/^Please choose a file for /);
    expect(await page.locator("#field-session").getAttribute("aria-invalid")).toBe("true");
    expect(graphqlPosts.slice(before).filter((body) => body.includes("CreateTimeTable"))).toEqual([]);
  });

  it("offers only PDFs for a PDF field, and shows the server's refusal of a picture beside the field", async () => {
    const accept = (await page.locator("#field-oddSemesterPdf").getAttribute("accept")) ?? "";
    expect(accept).toContain("application/pdf");
    expect(accept).not.toContain("image/");
    await page.locator("#field-session").selectOption("2025-2026");
    await page.locator("#field-department").selectOption({ index: 1 });
    // A picture is refused as soon as it is chosen, and nothing is sent.
    const posts = graphqlPosts.length;
    await page.locator("#field-oddSemesterPdf").setInputFiles(file("photo.png", "image/png", PNG_BYTES));
    await expect
      .poll(() => page.locator("#field-oddSemesterPdf-error").innerText())
      .toBe("photo.png is not a PDF document. It was not chosen: please choose a PDF document.");
    expect(graphqlPosts.length).toBe(posts);
    // A picture named and typed as a PDF passes the browser: the server reads it and refuses it.
    await page.locator("#field-oddSemesterPdf").setInputFiles(file("photo.pdf", "application/pdf", PNG_BYTES));
    await page.locator("#field-evenSemesterPdf").setInputFiles(file("even.pdf", "application/pdf", await pdfBytes()));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.locator("#field-oddSemesterPdf-error").innerText()).toMatch(/PDF/);
    expect(await page.getByRole("alert").filter({ hasText: "Nothing was saved" }).count()).toBe(1);
  });

  it("adds a time table with two PDFs and lists it in manage-timeTable by their names; Delete asks first, then removes it", async () => {
    const before = await timeTableCount();
    await page.goto(`${server.url}/admin-login/time-table`, { waitUntil: "networkidle" });
    await expect.poll(heading).toBe("Time Table Form");
    // The newest session sorts first in the table.
    const sessions = await page.locator("#field-session option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const newest = sessions.filter(Boolean).sort().at(-1)!;
    await page.locator("#field-session").selectOption(newest);
    await page.locator("#field-department").selectOption({ index: 1 });
    // Named as a clerk's files are: with spaces, and in Marathi.
    const oddName = "Winter timetable 2026.pdf";
    const evenName = "उन्हाळी वेळापत्रक २०२६.pdf";
    await page.locator("#field-oddSemesterPdf").setInputFiles(file(oddName, "application/pdf", await pdfBytes()));
    await page.locator("#field-evenSemesterPdf").setInputFiles(file(evenName, "application/pdf", await pdfBytes()));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Saved" }).count()).toBe(1);
    expect(await timeTableCount()).toBe(before + 1);
    // Cleared for the next entry.
    expect(await page.locator("#field-session").inputValue()).toBe("");
    expect(await page.locator("#field-oddSemesterPdf").evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);

    await page.getByRole("link", { name: "See the list" }).click();
    await expect.poll(heading).toBe("Manage Time Table");
    await page.locator("table.admin-table tbody tr").first().waitFor();
    const headers = await page.locator("table.admin-table thead th").allInnerTexts();
    expect(headers).toEqual([...timeTable.admin.columns.map((c) => timeTable.fields[c]!.label), "Last changed", "Actions"]);
    const first = page.locator("table.admin-table tbody tr").first();
    await expect.poll(() => first.locator("td").first().innerText()).toBe(newest);
    // Each file is named by the name it was uploaded with, and a download offers that name.
    const fileLinks = first.locator("a.admin-file-name");
    expect(await fileLinks.allInnerTexts()).toEqual([oddName, evenName]);
    const links = await fileLinks.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const [index, href] of links.entries()) {
      const response = await fetch(href);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/pdf");
      const offered = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get("content-disposition") ?? "")?.[1];
      expect(decodeURIComponent(offered ?? "")).toBe([oddName, evenName][index]);
    }
    // The edit form names the current files the same way.
    await first.getByRole("button", { name: "Edit" }).click();
    const editor = page.locator(`tr[data-edit-id="${await first.getAttribute("data-id")}"]`);
    await expect.poll(() => editor.locator(".admin-current-file a").allInnerTexts()).toEqual([oddName, evenName]);
    await editor.getByRole("button", { name: "Cancel" }).click();

    await first.getByRole("button", { name: "Delete" }).click();
    expect(await timeTableCount()).toBe(before + 1);
    await first.getByRole("button", { name: "Cancel" }).click();
    await first.getByRole("button", { name: "Delete" }).click();
    await first.getByRole("button", { name: "Yes, delete" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Deleted" }).count()).toBe(1);
    expect(await timeTableCount()).toBe(before);
    await expect.poll(() => page.locator("nav.admin-pager span").innerText()).toContain(`of ${before}`);
  });

  it("edits a time table in its row: only the changed session and the replaced PDF are sent, the old file kept for the History", async () => {
    // Multipart requests (the upload link) are recorded by the page itself: see below.
    await page.addInitScript(() => {
      const w = window as unknown as { sentOperations: string[] };
      w.sentOperations = [];
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (init?.body instanceof FormData) w.sentOperations.push(String(init.body.get("operations")));
        return original(input, init);
      };
      // Uploads that report their progress go through XMLHttpRequest (admin/upload-fetch.ts).
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) w.sentOperations.push(String(body.get("operations")));
        return send.call(this, body);
      };
    });
    await page.goto(`${server.url}/admin-login/manage-timeTable`, { waitUntil: "networkidle" });
    await expect.poll(heading).toBe("Manage Time Table");
    const first = page.locator("table.admin-table tbody tr[data-id]").first();
    await first.waitFor();
    const id = (await first.getAttribute("data-id"))!;
    const before = await storedTimeTable(id);
    const row = page.locator(`tr[data-id="${id}"]`);
    const oldLinks = await row.locator("a.admin-file-name").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(oldLinks).toHaveLength(2);
    const oldNames = await row.locator("a.admin-file-name").allInnerTexts();

    // Cancel discards: nothing is sent, the row is unchanged.
    const posts = graphqlPosts.length;
    await row.getByRole("button", { name: "Edit" }).click();
    const editor = page.locator(`tr[data-edit-id="${id}"]`);
    await expect.poll(() => editor.locator("#field-session").inputValue()).toBe(before.session);
    const sessions = await editor.locator("#field-session option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const other = sessions.filter((s) => s && s !== before.session)[0]!;
    await editor.locator("#field-session").selectOption(other);
    await editor.getByRole("button", { name: "Cancel" }).click();
    expect(await editor.count()).toBe(0);
    expect(graphqlPosts.length).toBe(posts);

    // The server's refusal of a picture lands beside the PDF field; nothing changes.
    await row.getByRole("button", { name: "Edit" }).click();
    await editor.locator("#field-oddSemesterPdf").setInputFiles(file("photo.pdf", "application/pdf", PNG_BYTES));
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => editor.locator("#field-oddSemesterPdf-error").innerText()).toMatch(/PDF/);
    expect(await editor.getByRole("alert").filter({ hasText: "Nothing was saved" }).count()).toBe(1);
    expect(await storedTimeTable(id)).toEqual(before);
    await editor.getByRole("button", { name: "Cancel" }).click();
    const sentBefore = await page.evaluate(() => (window as unknown as { sentOperations: string[] }).sentOperations.length);

    // Prefilled, the current files linked; change the session and replace the even semester PDF.
    await row.getByRole("button", { name: "Edit" }).click();
    await expect.poll(() => editor.locator("#field-session").inputValue()).toBe(before.session);
    expect(await editor.locator("#field-department").inputValue()).toBe(before.department);
    const current = await editor.locator(".admin-current-file a").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(current).toEqual(oldLinks);
    await editor.locator("#field-session").selectOption(other);
    await editor.locator("#field-evenSemesterPdf").setInputFiles(file("new-even.pdf", "application/pdf", await pdfBytes()));
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Saved" }).count()).toBe(1);
    expect(await editor.count()).toBe(0);

    // Chromium does not report a multipart body with files: the page kept the "operations" part it sent.
    const sent = await page.evaluate(() => (window as unknown as { sentOperations: string[] }).sentOperations);
    const updates = sent.slice(sentBefore).filter((body) => body.includes("UpdateTimeTable"));
    expect(updates).toHaveLength(1);
    const operation = operationOf(updates[0]!);
    expect(operation.variables.id).toBe(id);
    expect(Object.keys(operation.variables.input ?? {}).sort()).toEqual(["evenSemesterPdf", "session"]);
    expect(operation.variables.input?.session).toBe(other);

    const after = await storedTimeTable(id);
    expect(after.session).toBe(other);
    expect(after.department).toBe(before.department);
    expect(after.oddSemesterPdf).toBe(before.oddSemesterPdf);
    expect(after.evenSemesterPdf).not.toBe(before.evenSemesterPdf);

    // The table reloaded with the new values; the replaced file stays while the row's History
    // names it, for administrators only (the page's own requests carry the session cookie).
    await expect.poll(() => row.locator("td").first().innerText()).toBe(other);
    const newLinks = await row.locator("a.admin-file-name").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(await row.locator("a.admin-file-name").nth(1).innerText()).toBe("new-even.pdf");
    expect(newLinks[0]).toBe(oldLinks[0]);
    expect(newLinks[1]).not.toBe(oldLinks[1]);
    expect((await fetch(oldLinks[1]!)).status).toBe(404);
    expect((await page.request.get(oldLinks[1]!)).status()).toBe(200);
    expect((await fetch(oldLinks[0]!)).status).toBe(200);
    const replaced = await fetch(newLinks[1]!);
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get("content-type")).toContain("application/pdf");

    // The History names the replaced and the new file as they were uploaded, linking each.
    await page.goto(`${server.url}/admin-login/history/timeTable/${id}`, { waitUntil: "networkidle" });
    const newest = page.locator("table.admin-history-changes").first();
    await expect.poll(() => newest.getByRole("link", { name: "new-even.pdf" }).getAttribute("href")).toBe(new URL(newLinks[1]!).pathname);
    expect(await newest.getByRole("link", { name: oldNames[1]! }).getAttribute("href")).toBe(new URL(oldLinks[1]!).pathname);
  });

  it("refuses to save over a row someone else saved after the edit form opened, saying to reload", async () => {
    await page.goto(`${server.url}/admin-login/manage-timeTable`, { waitUntil: "networkidle" });
    await expect.poll(heading).toBe("Manage Time Table");
    const first = page.locator("table.admin-table tbody tr[data-id]").first();
    await first.waitFor();
    const id = (await first.getAttribute("data-id"))!;
    const before = await storedTimeTable(id);
    await page.locator(`tr[data-id="${id}"]`).getByRole("button", { name: "Edit" }).click();
    const editor = page.locator(`tr[data-edit-id="${id}"]`);
    await expect.poll(() => editor.locator("#field-session").inputValue()).toBe(before.session);
    const sessions = await editor.locator("#field-session option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const [theirs, mine] = sessions.filter((s) => s && s !== before.session);

    // Someone else saves the row while this form is open.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await server.services.content.timeTable.update(SYSTEM, Number(id), { session: theirs });

    await editor.locator("#field-session").selectOption(mine!);
    await editor.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => editor.getByRole("alert").innerText())
      .toBe("Nothing was saved. This item was changed by someone else after you opened it. Reload to see their changes, then save again.");
    expect((await storedTimeTable(id)).session).toBe(theirs);
    await editor.getByRole("button", { name: "Cancel" }).click();
  });

  it("filters the manage table by department: only that department's rows, counted as the API counts them", async () => {
    const all = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ timeTables(limit: 100) { items { department } } }" }),
    });
    const departments = ((await all.json()) as { data: { timeTables: { items: { department: string }[] } } }).data.timeTables.items.map((i) => i.department);
    const chosen = departments[0]!;
    const expected = departments.filter((d) => d === chosen).length;
    expect(expected).toBeLessThan(departments.length);

    const posts = graphqlPosts.length;
    await page.getByLabel("Filter by department").selectOption(chosen);
    await expect.poll(() => page.locator("nav.admin-pager span").innerText()).toContain(`of ${expected}`);
    const cells = await page.locator("table.admin-table tbody tr[data-id] td:nth-child(2)").allInnerTexts();
    expect(cells).toHaveLength(expected);
    // The table names the department as the filter does ("Computer Technology", not its slug).
    const name = await page.locator("#filter-department option:checked").innerText();
    expect(name).not.toBe(chosen);
    expect(new Set(cells)).toEqual(new Set([name]));
    const listed = graphqlPosts
      .slice(posts)
      .filter((body) => body.includes("TimeTableList"))
      .map(operationOf);
    expect(listed.at(-1)?.variables).toMatchObject({ department: chosen, offset: 0 });

    await page.getByLabel("Filter by department").selectOption("");
    await expect.poll(() => page.locator("nav.admin-pager span").innerText()).toContain(`of ${departments.length}`);
  });

  it("signs out on the server: a reload shows sign-in again", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(heading).toBe("Sign in");
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(heading).toBe("Sign in");
    const me = await page.evaluate(async () => {
      const response = await fetch("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ me { id } }" }) });
      return ((await response.json()) as { data: { me: unknown } }).data.me;
    });
    expect(me).toBeNull();
    expect(errors).toEqual([]);
  });
});
