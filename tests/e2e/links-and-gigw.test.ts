import { rm } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { pdfFile } from "../support/samples.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { hydrateEveryIsland } from "./islands.js";
import { seriousAxeFindings } from "./axe.js";

// Issue 37 on the built site: a page text saved with a Markdown link to a page this site does not
// have is listed on the panel's dashboard, and the public page (the server's HTML) shows its words
// without the link; a link to another site says it leaves the site. The GIGW readiness page shows
// the failing check with where to fix it, in English and in Marathi.

const PAGE = "/about-institute/citizen-charter";
const BROKEN = "/about-institute/no-such-page";
const BODY = `Read [the old rules](${BROKEN}), the [notices](/notices) and [the state board](https://example.org/board).`;

let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];
let admin: GraphQLTestClient;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const charter = await admin.request<{ pageTextByKey: { id: string } }>(`{ pageTextByKey(key: "citizen-charter") { id } }`);
  const saved = await admin.request(`mutation ($id: ID!, $input: UpdatePageTextInput!) { updatePageText(id: $id, input: $input) { id } }`, {
    id: charter.data!.pageTextByKey.id,
    input: { body: BODY },
  });
  expect(saved.errors).toBeUndefined();
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("broken links", () => {
  it("are listed on the dashboard with the entry that holds them", async () => {
    await eventually(async () => {
      await page.goto(`${server.url}/admin-login/dashboard`, { waitUntil: "networkidle" });
      return page.locator(`section.admin-broken-links tr[data-broken-link="${BROKEN}"]`).count();
    }).toBe(1);
    const row = page.locator(`section.admin-broken-links tr[data-broken-link="${BROKEN}"]`);
    expect(await row.innerText()).toContain("No page of this site has this address");
    expect(await page.locator("section.admin-broken-links tr").count()).toBe(2); // the headings' row and this one
    expect(await seriousAxeFindings(page, { within: "section.admin-broken-links" })).toEqual([]);
  });

  it("are not links on the public page, which links the rest and says when a link leaves the site", async () => {
    const html = await (await fetch(`${server.url}${PAGE}`)).text();
    expect(html).toContain('<span class="broken-link">the old rules<span class="broken-link-note"> (link not available)</span></span>');
    expect(html).not.toContain(`href="${BROKEN}"`);
    expect(html).toMatch(/<a href="\/notices">notices<\/a>/);
    expect(html).toContain(
      '<a href="https://example.org/board" target="_blank" rel="noopener noreferrer">the state board<span class="leaves-site-icon" aria-hidden="true"> ↗</span><span class="visually-hidden"> (opens another site, in a new tab)</span></a>',
    );
  });
});

describe("broken web addresses and missing files", () => {
  const NOTE = '<span class="broken-link-note"> (link not available)</span>';
  const CREATE_NOTICE = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id noticePdf } }`;
  let missingFile: string;
  let missingPolicy: { title: string; documentPdf: string };

  /** Removes a stored file from the disk, as a lost upload would be. */
  const lose = (url: string) => rm(path.join(server.uploadDir, ...url.replace(/^\/uploads\//, "").split("/")));

  beforeAll(async () => {
    const today = new Date().toISOString().slice(0, 10);
    const notices = [
      { title: "Timetable moved", date: today, link: BROKEN },
      { title: "Exam form", date: today, noticePdf: await pdfFile("exam-form.pdf") },
      { title: "Campus news", date: today, link: "/gps-in-news" },
    ];
    for (const input of notices) {
      const saved = await admin.request(CREATE_NOTICE, { input });
      expect(saved.errors).toBeUndefined();
      if (input.noticePdf) missingFile = saved.data!.createNotice.noticePdf as string;
    }
    const policies = await admin.request<{ documents: { items: { title: string; documentPdf: string }[] } }>(
      `{ documents(collection: "policies", limit: 1) { items { title documentPdf } } }`,
    );
    missingPolicy = policies.data!.documents.items[0]!;
    await lose(missingFile);
    await lose(missingPolicy.documentPdf);
    expect((await admin.request(`mutation { checkLinksNow { href } }`)).errors).toBeUndefined();
  });

  it("are words, not links, in the server's HTML, beside links that work", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain(`<span class="broken-link">Timetable moved${NOTE}</span>`);
    expect(html).toContain(`<span class="broken-link">Exam form${NOTE}</span>`);
    expect(html).not.toContain(`href="${BROKEN}"`);
    expect(html).not.toContain(`href="${missingFile}"`);
    expect(html).toMatch(/<a href="\/gps-in-news" target="_blank" rel="noopener noreferrer">Campus news/);
    // The policies menu is an island drawn on its own: it leaves the lost document unlinked too.
    expect(html).toContain(`<span class="broken-link"><span>${missingPolicy.title}</span>${NOTE}</span>`);
    expect(html).not.toContain(`href="${missingPolicy.documentPdf}"`);
  });

  it("stay words once the islands hydrate, with no hydration mismatch, in Marathi too", async () => {
    const visitorPage = await browser.newPage();
    const problems: string[] = [];
    visitorPage.on("pageerror", (error) => problems.push(error.message));
    visitorPage.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    try {
      for (const [address, note] of [
        ["/", "(link not available)"],
        ["/mr/", "(दुवा उपलब्ध नाही)"],
      ] as const) {
        await visitorPage.goto(`${server.url}${address}`, { waitUntil: "networkidle" });
        await hydrateEveryIsland(visitorPage);
        await visitorPage.waitForLoadState("networkidle");
        expect(await visitorPage.locator(`a[href="${missingPolicy.documentPdf}"]`).count()).toBe(0);
        const inNav = visitorPage.locator("nav.site-menu .broken-link-note");
        expect(await inNav.count()).toBeGreaterThan(0);
        expect(await inNav.first().textContent()).toBe(` ${note}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await visitorPage.close();
    }
  });
});

describe("the GIGW readiness page", () => {
  it("shows the score and each check, the broken link failing with where to fix it", async () => {
    await page.goto(`${server.url}/admin-login/gigw-readiness`, { waitUntil: "networkidle" });
    await eventually(headingOf(page)).toBe("GIGW readiness");
    await eventually(() => page.locator("tr[data-gigw-item]").count()).toBe(11);
    expect(await page.locator(".admin-gigw-score").innerText()).toMatch(/^Score: \d+ out of 100 \d+ of 11 checks pass\./);
    const links = page.locator('tr[data-gigw-item="brokenLinks"]');
    expect(await links.getAttribute("data-passed")).toBe("false");
    expect(await links.innerText()).toContain("No broken links");
    await links.getByRole("link", { name: "Fix: No broken links" }).click();
    await eventually(headingOf(page)).toBe("Dashboard");
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("prints as a plain page for an auditor: the score and every check, without the panel's menu, account bar or buttons", async () => {
    await page.goto(`${server.url}/admin-login/gigw-readiness`, { waitUntil: "networkidle" });
    await eventually(() => page.locator("tr[data-gigw-item]").count()).toBe(11);
    const shown = (selector: string) => page.locator(selector).first().isVisible();
    expect(await shown("nav.admin-nav")).toBe(true);
    await page.emulateMedia({ media: "print" });
    try {
      for (const chrome of ["nav.admin-nav", ".admin-user", ".admin-no-print"]) expect(await shown(chrome), chrome).toBe(false);
      expect(await shown("h1")).toBe(true);
      expect(await shown(".admin-gigw-score")).toBe(true);
      expect(await page.locator("tr[data-gigw-item]:visible").count()).toBe(11);
      // The content starts at the page's edge, not beside where the menu was.
      expect(await page.locator("main.admin-content").evaluate((main) => main.getBoundingClientRect().left)).toBeLessThan(20);
      // And Chromium makes it a PDF, as the browser's print dialog would.
      expect((await page.pdf({ format: "A4" })).subarray(0, 5).toString()).toBe("%PDF-");
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
    expect(await shown("nav.admin-nav")).toBe(true);
  });

  it("is drawn in Marathi when the panel is", async () => {
    await page.goto(`${server.url}/admin-login/gigw-readiness`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "मराठी" }).click();
    await eventually(headingOf(page)).toBe("GIGW तयारी");
    await eventually(() => page.locator(".admin-gigw-score").innerText()).toMatch(/^गुण: 100 पैकी \d+/);
    const links = page.locator('tr[data-gigw-item="brokenLinks"]');
    expect(await links.innerText()).toContain("एकही तुटलेला दुवा नाही");
    expect(await page.getByRole("button", { name: "छापा" }).count()).toBe(1);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole("button", { name: "English" }).click();
    expect(errors).toEqual([]);
  });
});
