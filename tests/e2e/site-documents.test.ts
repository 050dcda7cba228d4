import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCREDITATION_PAGES } from "../../client/src/site/accreditation/accreditation-page-variables.js";
import { STUDENTS_CORNER_PAGES } from "../../client/src/site/students-corner/students-corner-page-variables.js";
import { COMMITTEE_KEYS } from "../../server/src/content/collections.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { expectNoSeriousAxeViolations, mainHeading, queryApi, visit } from "./site-visit.js";

// The student corner, accreditation and committee pages: every page key shows its heading and
// the documents the demo content published (or the empty message), the PDF accordions work by
// keyboard and only then load the PDF, and axe-core finds nothing serious.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function documentTitles(collection: string): Promise<string[]> {
  const data = await queryApi<{ documents: { items: { title: string }[] } }>(
    server.url,
    `query ($collection: String!) { documents(collection: $collection, limit: 50) { items { title } } }`,
    { collection },
  );
  return data.documents.items.map((d) => d.title);
}

/** The accordion's items (their "Open <title>" links' titles), in order. */
async function accordionTitles(page: Page): Promise<string[]> {
  return (await page.locator(".document-accordion-title").allInnerTexts()).map((t) => t.trim());
}

const PDF_REQUEST = (url: URL) => url.pathname.endsWith(".pdf");

describe("student corner", () => {
  for (const [key, { documents, text, scholarship }] of Object.entries(STUDENTS_CORNER_PAGES)) {
    it(`/students-corner/${key} shows its heading, its documents and the student links`, async () => {
      const titles = await documentTitles(documents);
      expect(titles.length).toBeGreaterThan(0);
      const { page, errors, requests } = await visit(browser, server.url, `/students-corner/${key}`);
      try {
        expect(await mainHeading(page)).not.toBe("");
        expect(await accordionTitles(page)).toEqual(titles);
        expect(await page.locator("iframe").count()).toBe(0);
        expect(requests.filter(PDF_REQUEST).map(String)).toEqual([]);
        if (text) {
          const { pageTextByKey } = await queryApi<{ pageTextByKey: { title: string } }>(server.url, `query ($key: String!) { pageTextByKey(key: $key) { title } }`, {
            key: text,
          });
          await expect.poll(() => page.getByRole("heading", { level: 2, name: pageTextByKey.title }).count()).toBe(1);
          expect(await page.locator(".last-reviewed").first().innerText()).toMatch(/^Last reviewed on \d{1,2} \w{3} \d{4}$/);
        }
        if (scholarship) {
          for (const category of ["general", "minority", "open"]) {
            const { pageTextByKey } = await queryApi<{ pageTextByKey: { title: string } }>(server.url, `query ($key: String!) { pageTextByKey(key: $key) { title } }`, {
              key: `students-corner/scholarship/${category}`,
            });
            expect(await page.getByRole("heading", { level: 2, name: pageTextByKey.title }).count()).toBe(1);
          }
          expect(await page.getByText("31-March-2026").count()).toBe(3);
        }
        const grievance = page.getByRole("link", { name: /Grievance form/ });
        expect(await grievance.getAttribute("target")).toBe("_blank");
        expect(await grievance.innerText()).toContain("(opens another site, in a new tab)");
        await expectNoSeriousAxeViolations(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe("accreditation reports", () => {
  const REPORT_LISTS: Record<string, { query: string; title: (r: { session: string; department?: string | null }) => string }> = {
    "eoa-reports": {
      query: "eoaReports(limit: 50) { items { session department } }",
      title: (r) => `Extension of Approval ${r.session}${r.department ? ` (${r.department})` : ""}`,
    },
    "monitoring-reports": { query: "monitoringReports(limit: 50) { items { session } }", title: (r) => `State Board Affiliation Certificate ${r.session}` },
    "audit-reports": { query: "auditReports(limit: 50) { items { session } }", title: (r) => `Audit Report ${r.session}` },
  };

  for (const [key, variables] of Object.entries(ACCREDITATION_PAGES)) {
    it(`/accreditation-reports/${key} shows its heading and its reports`, async () => {
      let titles: string[];
      if (variables.collection) {
        titles = await documentTitles(variables.collection);
      } else {
        const list = REPORT_LISTS[key]!;
        const data = await queryApi<Record<string, { items: { session: string; department?: string | null }[] }>>(server.url, `{ ${list.query} }`);
        titles = Object.values(data)[0]!.items.map(list.title);
      }
      expect(titles.length).toBeGreaterThan(0);
      const { page, errors } = await visit(browser, server.url, `/accreditation-reports/${key}`);
      try {
        expect(await mainHeading(page)).not.toBe("");
        expect(await accordionTitles(page)).toEqual(titles);
        expect(await page.locator("iframe").count()).toBe(0);
        await expectNoSeriousAxeViolations(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it("keeps several audit reports open at once, opened and closed by keyboard", async () => {
    const { page, errors, requests, finished } = await visit(browser, server.url, "/accreditation-reports/audit-reports");
    try {
      const buttons = page.locator("button.document-accordion-button");
      await buttons.first().waitFor();
      expect(await buttons.count()).toBeGreaterThanOrEqual(2);
      expect(requests.filter(PDF_REQUEST)).toEqual([]);

      await buttons.nth(0).focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab"); // into the open panel: its frame, then its link
      await buttons.nth(1).focus();
      await page.keyboard.press("Space");
      await expect.poll(() => buttons.nth(0).getAttribute("aria-expanded")).toBe("true");
      await expect.poll(() => buttons.nth(1).getAttribute("aria-expanded")).toBe("true");
      await expect.poll(() => page.locator("iframe").count()).toBe(2);
      await expect.poll(() => requests.filter(PDF_REQUEST).length).toBeGreaterThanOrEqual(2);
      // Closing a frame while its PDF still loads makes the browser log a failed load.
      await expect.poll(() => finished.filter(PDF_REQUEST).length).toBeGreaterThanOrEqual(2);

      await buttons.nth(0).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => buttons.nth(0).getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => page.locator("iframe").count()).toBe(1);
      await expectNoSeriousAxeViolations(page);
      // Removing a frame can make Chromium log the cancelled load of its PDF viewer
      // ("net::ERR_FAILED") even once the PDF itself has arrived: that is the browser, not the page.
      expect(errors.filter((error) => error !== "Failed to load resource: net::ERR_FAILED")).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("says so, with a link to every report page, for an unknown page", async () => {
    const { page } = await visit(browser, server.url, "/accreditation-reports/no-such-page");
    try {
      await mainHeading(page);
      expect(await page.locator(".query-empty").innerText()).toBe("There is no accreditation page at this address.");
      expect(await page.locator("nav.area-menu a").count()).toBe(Object.keys(ACCREDITATION_PAGES).length);
    } finally {
      await page.close();
    }
  });
});

describe("document accordion", () => {
  it("opens one PDF at a time by keyboard, creating its frame only then, with the file's type and size", async () => {
    const { page, errors, requests } = await visit(browser, server.url, "/students-corner/enrolled-std");
    try {
      const buttons = page.locator("button.document-accordion-button");
      await buttons.first().waitFor();
      expect(await buttons.count()).toBe(5);
      expect(await page.locator("iframe").count()).toBe(0);
      expect(requests.filter(PDF_REQUEST)).toEqual([]);

      // Tab reaches the first button from the heading above it.
      await page.locator("main h1").click();
      let tabs = 0;
      while (!(await buttons.first().evaluate((el) => el === document.activeElement)) && tabs++ < 40) await page.keyboard.press("Tab");
      expect(await buttons.first().evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      expect(await buttons.first().getAttribute("aria-expanded")).toBe("true");
      const frame = page.locator("iframe");
      expect(await frame.count()).toBe(1);
      expect(await frame.getAttribute("height")).toBe("500");
      expect(await frame.getAttribute("src")).toMatch(/\.pdf$/);
      await expect.poll(() => requests.filter(PDF_REQUEST).length).toBeGreaterThan(0);
      const openLink = page.locator("a.document-accordion-open").first();
      expect(await openLink.getAttribute("target")).toBe("_blank");
      expect(await openLink.innerText()).toMatch(/\(PDF, \d+(\.\d)? (bytes|KB|MB)\)/);

      // Opening the second closes the first.
      await buttons.nth(1).focus();
      await page.keyboard.press("Enter");
      expect(await buttons.first().getAttribute("aria-expanded")).toBe("false");
      expect(await buttons.nth(1).getAttribute("aria-expanded")).toBe("true");
      expect(await page.locator("iframe").count()).toBe(1);

      // Pressing the open one again closes it.
      await page.keyboard.press("Space");
      expect(await buttons.nth(1).getAttribute("aria-expanded")).toBe("false");
      expect(await page.locator("iframe").count()).toBe(0);
      // Closing a frame can log its PDF viewer's cancelled load (net::ERR_FAILED): the browser, not the page.
      expect(errors.filter((error) => error !== "Failed to load resource: net::ERR_FAILED")).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("committees", () => {
  for (const { value: key } of COMMITTEE_KEYS) {
    it(`/committe/${key} shows the committee, its members and its orders`, async () => {
      const { committeeBySlug: committee } = await queryApi<{
        committeeBySlug: { name: string; session: string; chairmanName: string; members: { name: string; mobile: string }[] } | null;
      }>(server.url, `query ($slug: String!) { committeeBySlug(slug: $slug) { name session chairmanName members { name mobile } } }`, { slug: key });
      expect(committee).not.toBeNull();
      const titles = await documentTitles(`committee/${key}`);
      const { page, errors } = await visit(browser, server.url, `/committe/${key}`);
      try {
        expect(await mainHeading(page)).toBe(committee!.name);
        expect(await page.getByText(`Session ${committee!.session}`).count()).toBe(1);
        const rows = page.locator("table tbody tr");
        expect(await rows.count()).toBe(committee!.members.length + 1);
        expect(await rows.first().innerText()).toContain(committee!.chairmanName);
        for (const member of committee!.members) expect(await rows.filter({ hasText: member.name }).count()).toBeGreaterThan(0);
        if (titles.length > 0) expect(await accordionTitles(page)).toEqual(titles);
        else expect(await page.locator(".query-empty").innerText()).toBe("No documents have been published for this committee yet.");
        await expectNoSeriousAxeViolations(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it("says 'Committee not found.' for an unknown key", async () => {
    const { page, errors } = await visit(browser, server.url, "/committe/no-such-committee");
    try {
      await mainHeading(page);
      await expect.poll(() => page.locator(".query-empty").innerText()).toBe("Committee not found.");
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("documents on a phone and a desktop (issue 39, item 4)", () => {
  it("puts the 'Open <title> (PDF, size)' link first, and no frame or 'Show here' on a phone", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/students-corner/enrolled-std`, { waitUntil: "networkidle" });
      const links = page.locator("a.document-accordion-open");
      expect(await links.count()).toBe(5);
      expect((await links.first().innerText()).replace(/\s+/g, " ")).toMatch(/^Open .+\(PDF, \d+(\.\d)? (bytes|KB|MB)\)/);
      expect(await page.locator("button.document-accordion-button").count()).toBe(0);
      expect(await page.locator("iframe").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("offers 'Show here' beside each link on a desktop whose browser shows PDFs", async () => {
    const { page } = await visit(browser, server.url, "/students-corner/enrolled-std", { width: 1366 });
    try {
      const buttons = page.locator("button.document-accordion-button");
      await buttons.first().waitFor();
      expect(await buttons.count()).toBe(5);
      // The link comes before its button in each item.
      const firstInItem = await page
        .locator(".document-accordion-row")
        .first()
        .evaluate((row) => row.firstElementChild?.tagName);
      expect(firstInItem).toBe("A");
    } finally {
      await page.close();
    }
  });
});
