import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCREDITATION_PAGES } from "../../client/src/site/accreditation/accreditation-page-variables.js";
import { INSTITUTE_PAGES } from "../../client/src/site/institute/institute-page-variables.js";
import { STUDENTS_CORNER_PAGES } from "../../client/src/site/students-corner/students-corner-page-variables.js";
import { accreditationMessages } from "../../client/src/messages/en/accreditation.js";
import { instituteMessages } from "../../client/src/messages/en/institute.js";
import { studentsCornerMessages } from "../../client/src/messages/en/students-corner.js";
import { COMMITTEE_KEYS } from "../../server/src/content/collections.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt } from "./browser.js";
import { queryApi } from "./site-visit.js";

// With JavaScript off a visitor gets only the server's HTML: every institute, student corner,
// accreditation and committee page must already hold its heading and its published content
// (every PDF a plain link), and an unknown key must come back as 404.

let server: TestServer;

beforeAll(async () => {
  assertClientBuilt();
  if (!fs.existsSync("dist/ssr/entry-server.js")) throw new Error("The server render is not built: run `npm run build` first.");
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
});

afterAll(async () => {
  await server?.close();
});

async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: "text/html" } });
  return { status: response.status, body: await response.text() };
}

/** Text as React writes it into HTML. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
}

async function documentTitles(collection: string): Promise<string[]> {
  const data = await queryApi<{ documents: { items: { title: string }[] } }>(
    server.url,
    `query ($c: String!) { documents(collection: $c, limit: 50) { items { title } } }`,
    {
      c: collection,
    },
  );
  return data.documents.items.map((d) => d.title);
}

function expectDocumentLinks(body: string, titles: string[]): void {
  expect(titles.length).toBeGreaterThan(0);
  // The title may sit in a span of its own (marked lang="en" on a Marathi page that shows it in English).
  for (const title of titles)
    expect(body).toMatch(
      new RegExp(
        `<a href="[^"]+\\.pdf" target="_blank"[^>]*>(?:<span class="document-accordion-verb">.*?</span>)?(?:<span[^>]*>)?${escaped(title).replace(/[()]/g, "\\$&")}`,
      ),
    );
  expect(body).not.toContain("<iframe");
}

/** The academic calendar's holiday list: every published holiday with its date, its circular as a plain link. */
async function expectHolidays(body: string): Promise<void> {
  const { holidays } = await queryApi<{ holidays: { items: { date: string; title: string; circularPdf: string | null }[] } }>(
    server.url,
    `query { holidays(limit: 100) { items { date title circularPdf } } }`,
  );
  expect(holidays.items.length).toBeGreaterThan(0);
  expect(body).toContain(escaped(instituteMessages.holidaysHeading));
  for (const holiday of holidays.items) {
    expect(body).toMatch(new RegExp(`<time datetime="${holiday.date}">`, "i"));
    expect(body).toContain(escaped(holiday.title));
    if (holiday.circularPdf) expect(body).toContain(`<a href="${holiday.circularPdf}" target="_blank"`);
  }
}

describe("the server's HTML of the institute pages", () => {
  for (const [key, part] of Object.entries(INSTITUTE_PAGES)) {
    it(`/about-institute/${key}`, async () => {
      const { status, body } = await html(`/about-institute/${key}`);
      expect(status).toBe(200);
      expect(body).toContain(`<h1>${escaped(instituteMessages.titles[key]!)}</h1>`);
      expect(body).toContain(escaped(instituteMessages.noticeBoard));
      expect(body).toContain(escaped(instituteMessages.viewMoreNews));
      if (part.documents) expectDocumentLinks(body, await documentTitles(part.documents));
      if (part.holidays) await expectHolidays(body);
    });
  }

  it("answers 404 for an unknown page", async () => {
    const { status, body } = await html("/about-institute/no-such-page");
    expect(status).toBe(404);
    expect(body).toContain(escaped(instituteMessages.notFound));
  });
});

describe("the server's HTML of the student corner and accreditation pages", () => {
  for (const [key, { documents }] of Object.entries(STUDENTS_CORNER_PAGES)) {
    it(`/students-corner/${key}`, async () => {
      const { status, body } = await html(`/students-corner/${key}`);
      expect(status).toBe(200);
      expect(body).toContain(`<h1>${escaped(studentsCornerMessages.titles[key]!)}</h1>`);
      expectDocumentLinks(body, await documentTitles(documents));
    });
  }

  for (const [key, variables] of Object.entries(ACCREDITATION_PAGES)) {
    it(`/accreditation-reports/${key}`, async () => {
      const { status, body } = await html(`/accreditation-reports/${key}`);
      expect(status).toBe(200);
      expect(body).toContain(`<h1>${escaped(accreditationMessages.titles[key]!)}</h1>`);
      if (variables.collection) expectDocumentLinks(body, await documentTitles(variables.collection));
      else expect(body).toMatch(/<a href="[^"]+\.pdf" target="_blank"/);
    });
  }

  it("answers 404 for unknown pages", async () => {
    expect((await html("/students-corner/no-such-page")).status).toBe(404);
    expect((await html("/accreditation-reports/no-such-page")).status).toBe(404);
  });
});

describe("the server's HTML of the committee pages", () => {
  for (const { value: key } of COMMITTEE_KEYS) {
    it(`/committe/${key}`, async () => {
      const { committeeBySlug } = await queryApi<{ committeeBySlug: { name: string; chairmanName: string } }>(
        server.url,
        `query ($s: String!) { committeeBySlug(slug: $s) { name chairmanName } }`,
        { s: key },
      );
      const { status, body } = await html(`/committe/${key}`);
      expect(status).toBe(200);
      // The name sits in a span of its own (marked lang="en" on a Marathi page without a Marathi name).
      expect(/<h1>(.*?)<\/h1>/s.exec(body)?.[1]?.replace(/<[^>]+>/g, "")).toBe(escaped(committeeBySlug.name));
      expect(body).toContain(escaped(committeeBySlug.chairmanName));
      expectDocumentLinks(body, await documentTitles(`committee/${key}`));
    });
  }

  it("answers 404 with 'Committee not found.' for an unknown key", async () => {
    const { status, body } = await html("/committe/no-such-committee");
    expect(status).toBe(404);
    expect(body).toContain("Committee not found.");
  });
});
