import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notice } from "../../server/src/content/types/news.js";
import { ADMIN_SETTINGS_ROUTES, adminRoutes, historyPath, TRASH_ROUTE } from "../../client/src/admin/shell/admin-routes.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// The panel as a clerk meets it on a 360 px phone and a 1366 px desktop (issue 39, items 10-14).

/** A test's time on a busy machine (a page load can take seconds when eight engineers share two cores). */
const SLOW = 120_000;

const VIEWPORTS = [
  { name: "phone", viewport: { width: 360, height: 780 } },
  { name: "desktop", viewport: { width: 1366, height: 768 } },
];

let server: TestServer;
let browser: Browser;
let trashedId: string;
let keptId: string;
const TRASHED = "Winter 2026 examination time table notice, withdrawn";
const KEPT = "Winter 2026 examination time table";

/** Every address of the panel: the dashboard, each add form and manage table, History, Trash, the settings views. */
const panelRoutes = () => ["", ...adminRoutes.keys(), ...ADMIN_SETTINGS_ROUTES, TRASH_ROUTE, historyPath(notice, keptId).replace("/admin-login/", "")];

/** The page's requests not yet answered; `quietFor(ms)` says whether none has been for that long. */
function requestsInFlight(page: Page): { quietFor(ms: number): boolean; open(): string[] } {
  const open = new Set<Request>();
  let quietSince = Date.now();
  page.on("request", (request) => open.add(request));
  const done = (request: Request) => {
    open.delete(request);
    if (open.size === 0) quietSince = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return { quietFor: (ms) => open.size === 0 && Date.now() - quietSince >= ms, open: () => [...open].map((r) => r.url()) };
}

/** How far the page reaches past the window's right edge, in CSS pixels (0: nothing to scroll sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const create = async (title: string) => {
    const created = await admin.request(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`, {
      input: { title, date: "2026-11-02", link: "https://example.org/winter-2026" },
    });
    expect(created.errors).toBeUndefined();
    return created.data!.createNotice.id as string;
  };
  keptId = await create(KEPT);
  const edited = await admin.request(`mutation ($id: ID!, $input: UpdateNoticeInput!) { updateNotice(id: $id, input: $input) { id } }`, {
    id: keptId,
    input: { link: "https://example.org/winter-2026-revised" },
  });
  expect(edited.errors).toBeUndefined();
  trashedId = await create(TRASHED);
  expect((await admin.request(`mutation ($id: ID!) { deleteNotice(id: $id) }`, { id: trashedId })).errors).toBeUndefined();
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(VIEWPORTS)("the panel on a $name", ({ viewport }) => {
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    page = await (await browser.newContext({ viewport })).newPage();
    page.on("pageerror", (error) => errors.push(error.message));
  }, SLOW);

  it(
    "opens the Forgot Password page from the sign-in screen, which says whom to ask",
    async () => {
      await page.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
      await page.getByRole("link", { name: "Forgot Password" }).click();
      await eventually(headingOf(page)).toBe("Forgot Password");
      // The page asks the server whether it sends e-mail first, showing a progress bar meanwhile.
      await eventually(() => page.locator("main").innerText()).toContain("administrator");
      expect(await page.locator("main").innerText()).not.toContain("Unexpected Application Error");
      await page.getByRole("link", { name: "Back to sign-in" }).click();
      await page.getByLabel("Password").waitFor();
      expect(errors).toEqual([]);
    },
    SLOW,
  );

  describe("signed in", () => {
    let signed: Page;
    const width = viewport.width;
    beforeAll(async () => {
      signed = await signedInPage(browser, server.url, errors);
      await signed.setViewportSize(viewport);
    }, 120_000);

    it(
      "lists each content type once in the menu, with its Add and Manage inside",
      async () => {
        if (width < 700) await signed.getByRole("button", { name: "Menu" }).click();
        const nav = signed.getByRole("navigation", { name: "Admin panel" });
        const entry = nav.locator("li", { has: signed.locator(`a[href="/admin-login/${notice.admin.manageRoute}"]`) });
        expect(await entry.count()).toBe(1);
        expect(await entry.getByRole("link").allInnerTexts()).toEqual(["Add", "Manage"]);
        expect(await nav.locator(`a[href="/admin-login/${notice.admin.addRoute}"]`).count()).toBe(1);
        for (const link of await entry.getByRole("link").all()) {
          const box = (await link.boundingBox())!;
          expect(box.height).toBeGreaterThanOrEqual(width < 700 ? 44 : 32);
        }
        await entry.getByRole("link", { name: "Manage: Notices" }).click();
        await eventually(headingOf(signed)).toBe("Manage Notices");
      },
      SLOW,
    );

    it(
      "starts the dashboard with Add and Manage for the types the clerk works on, within two screens",
      async () => {
        await signed.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
        await eventually(() => signed.locator("[data-quick-type]").count()).toBeGreaterThan(0);
        expect(await signed.locator(".admin-dashboard h2").first().innerText()).toBe("Add and manage");
        // The notice changed last is the first type offered, its Add button on the first screen.
        const first = signed.locator("[data-quick-type]").first();
        expect(await first.getAttribute("data-quick-type")).toBe("notice");
        const add = (await first.getByRole("link", { name: "Add: Notices" }).boundingBox())!;
        expect(add.y + add.height).toBeLessThanOrEqual(viewport.height);
        if (width > 700) expect(await signed.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(2 * viewport.height);
        expect(await overflow(signed)).toBe(0);
        expect(await seriousAxeFindings(signed)).toEqual([]);
      },
      SLOW,
    );

    it(
      "shows the Trash's rows as cards on a phone, Restore and Delete for ever in view",
      async () => {
        await signed.goto(`${server.url}/admin-login/${TRASH_ROUTE}`, { waitUntil: "networkidle" });
        const row = signed.locator(`tr[data-trash-id="notice-${trashedId}"]`);
        await row.waitFor();
        // The server's real period (TRASH_DAYS, 30 by default), not "a limited time".
        expect(await signed.locator("main").innerText()).toContain("Items deleted in the last 30 days wait here.");
        for (const name of ["Restore", "Delete for ever"]) {
          const box = (await row.getByRole("button", { name }).boundingBox())!;
          expect(box.x + box.width, name).toBeLessThanOrEqual(width);
          expect(box.height, name).toBeGreaterThanOrEqual(44);
        }
        if (width < 600) {
          expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe("block");
          expect(await row.locator("td").nth(1).getAttribute("data-label")).toBe("Title");
        }
        expect(await overflow(signed)).toBe(0);
      },
      SLOW,
    );

    it(
      "names a row's History by its title and a browser as people say it",
      async () => {
        await signed.goto(`${server.url}/admin-login/${historyPath(notice, keptId).replace("/admin-login/", "")}`, { waitUntil: "networkidle" });
        await eventually(headingOf(signed)).toBe(`History of “${KEPT}”`);
        await signed.goto(`${server.url}/admin-login/activity`, { waitUntil: "networkidle" });
        // The test's own sign-in, from headless Chrome on Linux, not its whole identification string.
        const signIn = signed.locator("tbody tr", { hasText: "Signed in" }).first();
        await signIn.waitFor();
        expect(await signIn.locator(".admin-hint").innerText()).toBe("Chrome on Linux");
        expect(await overflow(signed)).toBe(0);
      },
      SLOW,
    );

    it(
      "keeps a manage table's first row on the first screen, under its sort buttons",
      async () => {
        await signed.goto(`${server.url}/admin-login/${notice.admin.manageRoute}`, { waitUntil: "networkidle" });
        const first = signed.locator("table.admin-table tbody tr[data-id]").first();
        await first.waitFor();
        const box = (await first.boundingBox())!;
        expect(box.y + 100).toBeLessThanOrEqual(viewport.height);
        expect(await overflow(signed)).toBe(0);
      },
      SLOW,
    );

    it(
      "the file picker refuses a wrong type at once and names only the file that will be sent",
      async () => {
        await signed.goto(`${server.url}/admin-login/${notice.admin.addRoute}`, { waitUntil: "networkidle" });
        const input = signed.locator("#field-noticePdf");
        const error = signed.locator("#field-noticePdf-error");
        const chosen = signed.locator(".admin-chosen-file");
        const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
        await input.setInputFiles({ name: "circular.pdf", mimeType: "application/pdf", buffer: pdf });
        await eventually(() => chosen.innerText()).toMatch(/^Chosen: circular\.pdf \(/);
        await input.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
        await eventually(() => error.innerText()).toBe("photo.png is not a PDF document. It was not chosen: please choose a PDF document.");
        // No earlier name is left standing: nothing will be sent.
        expect(await chosen.count()).toBe(0);
        expect(await input.evaluate((element) => (element as HTMLInputElement).files?.length ?? 0)).toBe(0);
        await input.setInputFiles({ name: "circular.pdf", mimeType: "application/pdf", buffer: pdf });
        await eventually(() => chosen.innerText()).toMatch(/^Chosen: circular\.pdf \(/);
        expect(await error.innerText()).toBe("");
        expect(await overflow(signed)).toBe(0);
      },
      SLOW,
    );
  });
});

describe("every panel page", () => {
  it("has nothing to scroll sideways, on a phone or on a desktop", async () => {
    const errors: string[] = [];
    const page = await signedInPage(browser, server.url, errors);
    const inFlight = requestsInFlight(page);
    const wide: string[] = [];
    try {
      for (const route of panelRoutes()) {
        await page.setViewportSize(VIEWPORTS[0]!.viewport);
        await page.goto(`${server.url}/admin-login/${route}`);
        await page.locator("h1").first().waitFor();
        // The view's data has arrived (its rows can widen it): no request left for 100 ms.
        await expect
          .poll(() => inFlight.quietFor(100), { interval: 50 })
          .toBe(true)
          .catch(() => {
            throw new Error(`${route || "dashboard"} kept requests open: ${inFlight.open().join(", ")}`);
          });
        // One load, both widths: the same view laid out again at each.
        for (const { name, viewport } of VIEWPORTS) {
          await page.setViewportSize(viewport);
          const over = await overflow(page);
          if (over > 0) wide.push(`${route || "dashboard"} on a ${name}: ${over} px`);
        }
      }
    } finally {
      await page.context().close();
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);
});
