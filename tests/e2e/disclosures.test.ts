import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disclosuresMessages } from "../../client/src/messages/en/disclosures.js";
import { instituteMessages } from "../../client/src/messages/en/institute.js";
import { shell } from "../../client/src/messages/en/shell.js";
import { shell as shellMr } from "../../client/src/messages/mr/shell.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { expectNoSeriousAxeViolations, mainHeading, queryApi, visit } from "./site-visit.js";

// The disclosure pages (issue 37, item 3): /rti-disclosure lists the RTI officers from the people
// data and the 17 items of section 4(1)(b); /about-institute/mandatory_disclosure shows the AICTE
// sections from the site's data (committees with members, programmes with intake, faculty); the
// home page links both, in English and Marathi; axe finds nothing serious.

const RTI = "/rti-disclosure";
const AICTE = "/about-institute/mandatory_disclosure";

interface RtiData {
  people: { items: { name: string; role: string | null }[] };
  rtiDisclosureItems: { items: { itemNumber: number; title: string; documentPdf: string | null }[] };
}

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

describe("the RTI section 4(1)(b) page", () => {
  it("shows the RTI officers from the people data and all 17 items in order, with their documents", async () => {
    const data = await queryApi<RtiData>(
      server.url,
      `{ people(group: "rti-officers", limit: 10) { items { name role } } rtiDisclosureItems(limit: 50) { items { itemNumber title documentPdf } } }`,
    );
    expect(data.rtiDisclosureItems.items.map((item) => item.itemNumber)).toEqual(Array.from({ length: 17 }, (_, index) => index + 1));
    const pio = data.people.items.find((person) => person.role === "Public information officer");
    expect(pio).toBeDefined();

    const { page, errors } = await visit(browser, server.url, RTI);
    try {
      expect(await mainHeading(page)).toBe("RTI disclosures: section 4(1)(b)");
      const officers = page.getByRole("table", { name: disclosuresMessages.rti.officersCaption });
      expect(await officers.locator("tbody tr").count()).toBe(data.people.items.length);
      expect(await officers.getByRole("row").filter({ hasText: pio!.name }).innerText()).toContain("Public information officer");
      const items = page.locator(".rti-items > li");
      expect(await items.count()).toBe(17);
      for (const [index, item] of data.rtiDisclosureItems.items.entries()) {
        expect((await items.nth(index).getByRole("heading", { level: 3 }).innerText()).trim()).toBe(`${item.itemNumber}. ${item.title}`);
        expect(await items.nth(index).locator("a[href$='.pdf']").count()).toBe(item.documentPdf ? 1 : 0);
      }
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("names the officer a clerk adds to the RTI officers, without a developer", async () => {
    const admin = new GraphQLTestClient(server.url);
    await admin.signIn(server.adminEmail, server.adminPassword);
    const created = await admin.request(`mutation ($input: CreatePersonInput!) { createPerson(input: $input) { id } }`, {
      input: { group: "rti-officers", name: "Ms. Fictional Newofficer", role: "Public information officer", phone: "9876510199", sortOrder: 9 },
    });
    expect(created.errors).toBeUndefined();
    const body = await (await fetch(`${server.url}${RTI}`, { headers: { accept: "text/html" } })).text();
    expect(body).toContain("Ms. Fictional Newofficer");
  });

  it("is in Marathi at /mr/rti-disclosure, axe clean", async () => {
    const { rtiDisclosureItems } = await queryApi<{ rtiDisclosureItems: { items: { titleMr: string | null }[] } }>(
      server.url,
      `{ rtiDisclosureItems(limit: 50) { items { titleMr } } }`,
    );
    const { page, errors } = await visit(browser, server.url, `/mr${RTI}`);
    try {
      expect(await mainHeading(page)).toBe("माहितीचा अधिकार: कलम ४(१)(ख) अंतर्गत प्रकटीकरण");
      expect(await page.locator("html").getAttribute("lang")).toBe("mr");
      const first = await page.locator(".rti-items > li h3").first().innerText();
      expect(first.trim()).toBe(`बाब 1: ${rtiDisclosureItems.items[0]!.titleMr}`);
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the AICTE mandatory disclosure page", () => {
  interface AicteData {
    committees: { items: { name: string; chairmanName: string; members: { name: string }[] }[] };
    programs: { items: { name: string; intake: number }[] };
    facultyStaff: { items: { name: string }[] };
    fees: { title: string } | null;
  }

  it("shows the committees with their members, the programmes with their intake and the faculty, from the data", async () => {
    const data = await queryApi<AicteData>(
      server.url,
      `{ committees(limit: 50) { items { name chairmanName members { name } } } programs(limit: 20) { items { name intake } }
         facultyStaff(limit: 100) { items { name } } fees: pageTextByKey(key: "mandatory-disclosure/fees") { title } }`,
    );
    expect(data.committees.items.length).toBeGreaterThan(0);
    expect(data.programs.items.length).toBeGreaterThan(0);
    const { page, errors } = await visit(browser, server.url, AICTE);
    try {
      await mainHeading(page);
      const committees = page.locator(".aicte-committees > li");
      expect(await committees.count()).toBe(data.committees.items.length);
      for (const [index, committee] of data.committees.items.entries()) {
        const text = await committees.nth(index).innerText();
        expect(text).toContain(committee.name);
        expect(text).toContain(`Chairman: ${committee.chairmanName}`);
        for (const member of committee.members) expect(text).toContain(member.name);
      }
      const programmes = page.getByRole("table", { name: instituteMessages.programsCaption });
      expect(await programmes.count()).toBe(1);
      const rows = programmes.locator("tbody tr");
      expect(await rows.count()).toBe(data.programs.items.length);
      for (const [index, programme] of data.programs.items.entries()) {
        const row = await rows.nth(index).innerText();
        expect(row).toContain(programme.name);
        expect(row).toContain(String(programme.intake));
      }
      const faculty = page.getByRole("table", { name: disclosuresMessages.aicte.facultyCaption });
      expect(await faculty.locator("tbody tr").count()).toBe(data.facultyStaff.items.length);
      // What the site keeps no data of is a page text.
      expect(await page.getByRole("heading", { level: 3, name: data.fees!.title }).count()).toBe(1);
      for (const heading of [disclosuresMessages.aicte.approvalsHeading, disclosuresMessages.aicte.accountsHeading]) {
        const section = page.getByRole("region", { name: heading });
        expect(await section.locator("a[href$='.pdf']").count(), heading).toBeGreaterThan(0);
      }
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("is in Marathi at /mr/about-institute/mandatory_disclosure, axe clean", async () => {
    const { page, errors } = await visit(browser, server.url, `/mr${AICTE}`);
    try {
      await mainHeading(page);
      expect(await page.getByRole("heading", { level: 2, name: "समित्या आणि त्यांचे सदस्य" }).count()).toBe(1);
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("on a 360 px phone", () => {
  it("no disclosure page, nor the home page with its links, is wider than the phone", async () => {
    const wide: string[] = [];
    for (const path of [RTI, `/mr${RTI}`, AICTE, `/mr${AICTE}`, "/", "/mr"]) {
      const { page } = await visit(browser, server.url, path, { width: 360 });
      try {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) wide.push(`${path}: ${width} px`);
      } finally {
        await page.close();
      }
    }
    expect(wide).toEqual([]);
  });
});

describe("sitemap.xml and search", () => {
  it("list both pages in both languages, and lead search hits to them", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of [RTI, AICTE]) {
      expect(sitemap).toContain(`<loc>${server.url}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${server.url}/mr${path}</loc>`);
    }
    const hitsFor = async (query: string, type: string) =>
      (
        await queryApi<{ search: { hits: { title: string; url: string }[] } }>(
          server.url,
          `query ($q: String!, $t: [String!]) { search(query: $q, types: $t) { hits { title url } } }`,
          { q: query, t: [type] },
        )
      ).search.hits;
    // An item without a document leads to itself on the page; a page text of the AICTE page to that page.
    expect(await hitsFor("subsidy programmes", "rtiDisclosureItem")).toContainEqual({
      title: "Execution of subsidy programmes and their beneficiaries",
      url: expect.stringMatching(/\/rti-disclosure#item-12$/),
    });
    expect(await hitsFor("infrastructure", "pageText")).toContainEqual({
      title: "Infrastructure",
      url: expect.stringMatching(/\/about-institute\/mandatory_disclosure$/),
    });
  });
});

describe("the home page", () => {
  for (const [prefix, words] of [
    ["", shell.home],
    ["/mr", shellMr.home],
  ] as const) {
    it(`links both disclosures near its top (${prefix || "/"})`, async () => {
      const { page, errors } = await visit(browser, server.url, prefix || "/");
      try {
        const links = page.getByRole("navigation", { name: words.disclosuresLabel }).getByRole("link");
        expect(await links.count()).toBe(2);
        expect(await links.nth(0).innerText()).toBe(words.aicteDisclosure);
        expect(await links.nth(0).getAttribute("href")).toBe(`${prefix}${AICTE}`);
        expect(await links.nth(1).getAttribute("href")).toBe(`${prefix}${RTI}`);
        // Above the slider: seen without scrolling.
        expect(await links.nth(1).isVisible()).toBe(true);
        const box = await links.nth(1).boundingBox();
        expect(box!.y).toBeLessThan(900);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
