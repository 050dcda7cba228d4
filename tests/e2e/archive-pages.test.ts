import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { pdfBytes, PNG_BYTES } from "../support/samples.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { hydratedIslands, hydrateEveryIsland } from "./islands.js";
import { seriousAxeFindings } from "./axe.js";

// Publishing dates on the public site, through the server's render and its page cache: a
// scheduled notice appears and an expiring one moves to the archive page at their times, with no
// write in between (the server's clock is driven here); so do a closing tender and recruitment,
// with their corrigenda and later notices under them. The archive pages are server-rendered,
// hydrate their islands, are linked from their sections and listed in the sitemap.

const MINUTE = 60_000;
const SCHEDULED = "Timetable for the winter examination";
const EXPIRING = "Last date for hostel fees";
const OLD_NEWS = "Students visit the thermal power station";

let server: TestServer;
let browser: Browser;
let admin: GraphQLTestClient;
let clock = new Date();

/** The table row of a generic list page's HTML that holds `text`, or undefined. */
function rowHolding(html: string, text: string): string | undefined {
  return html.split("<tr").find((row) => row.includes(text));
}

async function page(path: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return { html: await response.text(), cache: response.headers.get("x-answer-cache") };
}

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" }, now: () => clock });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const soon = new Date(clock.getTime() + 10 * MINUTE).toISOString();
  const create = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`;
  for (const input of [
    { title: SCHEDULED, date: "2099-01-02", link: "https://example.org/timetable", publishFrom: soon },
    { title: EXPIRING, date: "2099-01-01", link: "https://example.org/fees", validUntil: soon },
  ]) {
    expect((await admin.request(create, { input })).errors).toBeUndefined();
  }
  const news = await admin.request(`mutation ($input: CreateGpsNewsInput!) { createGpsNews(input: $input) { id } }`, {
    input: {
      session: "2025-2026",
      title: OLD_NEWS,
      dateOfEvent: "2024-02-10",
      image: { name: "visit.png", type: "image/png", bytes: PNG_BYTES },
      imageAltText: "Students in front of the cooling towers",
      validUntil: new Date(clock.getTime() - MINUTE).toISOString(),
    },
  });
  expect(news.errors).toBeUndefined();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("publishing dates on the public pages", () => {
  it("a scheduled notice appears and an expiring one moves to the archive at their times, through the page cache, with no write", async () => {
    const before = await page("/");
    expect(before.html).toContain(EXPIRING);
    expect(before.html).not.toContain(SCHEDULED);
    expect((await page("/")).cache).toBe("hit");
    expect((await page("/notices/archive")).html).not.toContain(EXPIRING);

    clock = new Date(clock.getTime() + 9 * MINUTE);
    expect((await page("/")).cache).toBe("hit");

    clock = new Date(clock.getTime() + 2 * MINUTE);
    const after = await page("/");
    expect(after.cache).not.toBe("hit");
    expect(after.html).toContain(SCHEDULED);
    expect(after.html).not.toContain(EXPIRING);
    const archive = await page("/notices/archive");
    expect(archive.html).toContain(EXPIRING);
    expect(archive.html).not.toContain(SCHEDULED);
    expect((await page("/")).cache).toBe("hit");
  });

  it("a tender leaves /tenders for its archive at its closing moment, in both languages, through the page cache, with no write", async () => {
    const title = "Supply of lathes for the workshop";
    const closing = new Date(clock.getTime() + 10 * MINUTE).toISOString();
    const corrigendum = "Number of lathes raised to four";
    const made = await admin.request(`mutation ($input: CreateTenderInput!) { createTender(input: $input) { id validUntil } }`, {
      input: { title, referenceNumber: "GPS/TND/2099/01", closingDate: closing, tenderPdf: { name: "lathes.pdf", type: "application/pdf", bytes: await pdfBytes() } },
    });
    expect(made.errors).toBeUndefined();
    // The closing moment is the row's "valid until": the archive needs no write at that moment.
    expect(made.data!.createTender.validUntil).toBe(closing);
    const corrected = await admin.request(`mutation ($input: CreateTenderCorrigendumInput!) { createTenderCorrigendum(input: $input) { id } }`, {
      input: {
        tenderReference: "GPS/TND/2099/01",
        title: corrigendum,
        issuedOn: "2099-01-05",
        corrigendumPdf: { name: "lathes-corrigendum.pdf", type: "application/pdf", bytes: await pdfBytes() },
      },
    });
    expect(corrected.errors).toBeUndefined();
    for (const prefix of ["", "/mr"]) {
      const list = (await page(`${prefix}/tenders`)).html;
      // The corrigendum is listed in its tender's row, not in another.
      expect(rowHolding(list, title)).toContain(corrigendum);
      expect(rowHolding(list, "GPS/TND/2030/02")).not.toContain(corrigendum);
      expect((await page(`${prefix}/tenders/archive`)).html).not.toContain(title);
    }
    expect((await page("/tenders")).cache).toBe("hit");

    clock = new Date(clock.getTime() + 11 * MINUTE);
    for (const prefix of ["", "/mr"]) {
      const list = await page(`${prefix}/tenders`);
      expect(list.html).not.toContain(title);
      const archive = await page(`${prefix}/tenders/archive`);
      expect(archive.html).toContain(title);
      expect(archive.html).toContain("GPS/TND/2099/01");
      expect(rowHolding(archive.html, title)).toContain(corrigendum);
    }
    expect((await page("/tenders/archive")).html).toMatch(/<h1 id="tenders-archive-heading">Tenders: archive<\/h1>/);
    expect((await page("/mr/tenders/archive")).html).toMatch(/<h1 id="tenders-archive-heading">निविदा: संग्रह<\/h1>/);
  });

  it("a recruitment leaves /recruitment for its archive when its process closes, with its later notices, through the page cache, with no write", async () => {
    const post = "Workshop Instructor (Fitter)";
    const closing = new Date(clock.getTime() + 10 * MINUTE).toISOString();
    const pdf = async (name: string) => ({ name, type: "application/pdf", bytes: await pdfBytes() });
    const made = await admin.request(`mutation ($input: CreateRecruitmentInput!) { createRecruitment(input: $input) { id validUntil } }`, {
      input: {
        post,
        advertisementNumber: "GPS/REC/2099/09",
        numberOfPosts: 1,
        lastDate: new Date(clock.getTime() + 5 * MINUTE).toISOString(),
        processClosesAt: closing,
        advertisementPdf: await pdf("instructor.pdf"),
      },
    });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createRecruitment.validUntil).toBe(closing);
    const notice = "Instructor: result of the trade test";
    const later = await admin.request(`mutation ($input: CreateRecruitmentNoticeInput!) { createRecruitmentNotice(input: $input) { id } }`, {
      input: { advertisementNumber: "GPS/REC/2099/09", title: notice, issuedOn: "2099-01-09", noticePdf: await pdf("result.pdf") },
    });
    expect(later.errors).toBeUndefined();
    expect(rowHolding((await page("/recruitment")).html, post)).toContain(notice);
    expect((await page("/recruitment")).cache).toBe("hit");

    clock = new Date(clock.getTime() + 11 * MINUTE);
    for (const prefix of ["", "/mr"]) {
      expect((await page(`${prefix}/recruitment`)).html).not.toContain(post);
      const archive = (await page(`${prefix}/recruitment/archive`)).html;
      expect(rowHolding(archive, post)).toContain(notice);
    }
    expect((await page("/mr/recruitment/archive")).html).toMatch(/<h1 id="recruitment-archive-heading">भरती: संग्रह<\/h1>/);
  });

  it("shows the demo tender's documents and its corrigenda under it, oldest first, each linking its PDF, accessibly", async () => {
    const tab: Page = await (await browser.newContext()).newPage();
    try {
      await tab.goto(`${server.url}/tenders`, { waitUntil: "networkidle" });
      const row = tab.locator("tr", { hasText: "GPS/TND/2030/01" });
      const corrigenda = row.locator(".public-list-notices li");
      expect(await corrigenda.allInnerTexts()).toEqual([
        expect.stringContaining("Closing date unchanged; memory of each computer raised to 16 GB"),
        expect.stringContaining("Pre-bid meeting moved to the seminar hall"),
      ]);
      expect(await corrigenda.first().locator("a").getAttribute("href")).toMatch(/^\/uploads\/tender-corrigendum\/.+\.pdf$/);
      expect(await tab.getByRole("columnheader", { name: "Corrigenda" }).count()).toBe(1);
      // Its documents share one column, each link named by its field.
      expect(await row.locator(".public-list-files a").allInnerTexts()).toEqual([
        expect.stringContaining("Tender notice (PDF)"),
        expect.stringContaining("Tender document (PDF)"),
        expect.stringContaining("Annexure (PDF)"),
      ]);
      expect(await seriousAxeFindings(tab)).toEqual([]);
      await tab.goto(`${server.url}/mr/tenders/archive`, { waitUntil: "networkidle" });
      expect(await tab.locator("tr", { hasText: "GPS/TND/2025/07" }).locator(".public-list-notices").innerText()).toContain("बाहेरील भिंतींचा रंग निश्चित");
    } finally {
      await tab.close();
    }
  });

  it("lists the archive pages in the sitemap", async () => {
    const sitemap = (await page("/sitemap.xml")).html;
    expect(sitemap).toContain(`${server.url}/tenders</loc>`);
    expect(sitemap).toContain(`${server.url}/tenders/archive</loc>`);
    expect(sitemap).toContain(`${server.url}/recruitment/archive</loc>`);
    expect(sitemap).toContain(`${server.url}/mr/circulars/archive</loc>`);
    expect(sitemap).toContain(`${server.url}/notices</loc>`);
    expect(sitemap).toContain(`${server.url}/notices/archive</loc>`);
    expect(sitemap).toContain(`${server.url}/gps-in-news/archive</loc>`);
  });

  it("links the news archive from GPS in news; it shows expired news as hydrated cards, accessibly", async () => {
    const tab: Page = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    tab.on("pageerror", (error) => errors.push(error.message));
    try {
      await tab.goto(`${server.url}/gps-in-news`, { waitUntil: "networkidle" });
      expect(await tab.locator("main").innerText()).not.toContain(OLD_NEWS);
      await tab.getByRole("link", { name: "Archive: earlier news" }).click();
      await tab.waitForURL(`${server.url}/gps-in-news/archive`);
      await tab.waitForLoadState("networkidle");
      expect(await tab.getByRole("heading", { level: 1 }).innerText()).toBe("GPS In News: archive");
      expect(await tab.locator("main").innerText()).toContain(OLD_NEWS);
      await hydrateEveryIsland(tab);
      expect(await tab.evaluate(hydratedIslands)).toContain("news-cards");
      expect(await seriousAxeFindings(tab)).toEqual([]);

      await tab.goto(`${server.url}/`, { waitUntil: "networkidle" });
      await tab.getByRole("link", { name: "Archive: earlier notices" }).click();
      await tab.waitForURL(`${server.url}/notices/archive`);
      expect(await tab.getByRole("heading", { level: 1 }).innerText()).toBe("Notices: archive");
      expect(await seriousAxeFindings(tab)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
