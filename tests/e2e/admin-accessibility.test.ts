import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG_BYTES } from "../support/samples.js";
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { seriousAxeFindings } from "./axe.js";

// axe-core, run inside the page, on the administration area's screens (sign-in, dashboard, an
// add form showing its field errors, a manage table), on a desktop and on a phone: no serious or
// critical violation of WCAG 2.1 A and AA.

let server: TestServer;
let browser: Browser;
const slow = { timeout: 20_000 };
// axe walks the whole page: on a busy machine one run can take half a minute.
const AXE_TEST_TIMEOUT = 240_000;

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
}, 300_000); // seeding the demo content is slow on a busy machine

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(VIEWPORTS)("administration area on a $name", ({ viewport }) => {
  let page: Page;

  beforeAll(async () => {
    page = await (await browser.newContext({ viewport })).newPage();
  });

  afterAll(async () => {
    await page?.context().close();
  }, AXE_TEST_TIMEOUT);

  it(
    "sign-in screen, with its message shown",
    async () => {
      await page.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor(slow);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("Please type your e-mail address and your password.").waitFor(slow);
      expect(await seriousAxeFindings(page)).toEqual([]);
      // The check itself works: an input without a label is caught.
      await page.evaluate(() => document.querySelector("main")!.append(Object.assign(document.createElement("input"), { id: "unlabelled" })));
      expect((await seriousAxeFindings(page)).join("\n")).toMatch(/^label \(critical\).*#unlabelled/m);
      await page.evaluate(() => document.getElementById("unlabelled")!.remove());
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    "dashboard",
    async () => {
      await page.getByLabel("E-mail").fill(TEST_ADMIN_EMAIL);
      await page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor(slow);
      await page.locator(".admin-quick").waitFor(slow);
      expect(await seriousAxeFindings(page)).toEqual([]);
      if (viewport.width < 700) {
        await page.getByRole("button", { name: "Menu" }).click();
        await page.getByRole("link", { name: "Visit Site" }).waitFor(slow);
        expect(await seriousAxeFindings(page)).toEqual([]);
      }
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    "add forms: field errors with a picture chosen, committee rows, a page text's preview, the question before leaving",
    async () => {
      await page.goto(`${server.url}/admin-login/add-staff`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: "Staff Form" }).waitFor(slow);
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByText("Nothing was sent: please correct the marked fields.").waitFor(slow);
      await page.locator("#field-photoImage").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG_BYTES });
      await page.locator(".admin-image-preview").waitFor(slow);
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page.goto(`${server.url}/admin-login/commitees`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: "Committees Form" }).waitFor(slow);
      await page.getByLabel("Number of members").fill("2");
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByLabel("Member 2 name").waitFor(slow);
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByText("Nothing was sent: please correct the marked fields.").waitFor(slow);
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page.goto(`${server.url}/admin-login/add-page-text`, { waitUntil: "networkidle" });
      await page.locator("#field-body").fill("# A heading\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n[a link](https://example.org/)");
      await page.locator(".admin-markdown-preview table").waitFor(slow);
      expect(await seriousAxeFindings(page)).toEqual([]);

      // The question before leaving the form unsaved.
      if (viewport.width < 700) await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("link", { name: "Visit Site" }).waitFor(slow);
      await page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Admin Panel" }).click();
      await page.getByRole("dialog", { name: "Leave without saving?" }).waitFor(slow);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.getByRole("button", { name: "Leave without saving" }).click();
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    "a manage table, and a row opened for editing",
    async () => {
      await page.goto(`${server.url}/admin-login/manage-staff-data`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1 }).waitFor(slow);
      await page.locator("table.admin-table tbody tr[data-id]").first().waitFor(slow);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.locator("table.admin-table tbody tr[data-id]").first().getByRole("button", { name: "Edit" }).click();
      await page.locator("tr[data-edit-id]").waitFor(slow);
      expect(await seriousAxeFindings(page)).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );
});
