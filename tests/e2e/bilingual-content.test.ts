import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// Issue 19, content in both languages, in a real browser: a Marathi page shows the stored Marathi
// of a page text (lang="mr", no mark), and a text with no Marathi yet in English, marked
// lang="en" with a discreet note, never an empty space; English pages carry no mark; hreflang
// alternates are absolute from PUBLIC_URL. In the panel, the edit form shows a text in both languages side by
// side and saves the Marathi one; the dashboard lists, by section, what has no Marathi yet.

const SITE_URL = "https://gpsakoli.example.org";
const LIBRARY_TITLE_MR = "ग्रंथालय आणि वाचन कक्ष";
const LIBRARY_BODY_MR = "ग्रंथालय सकाळी नऊ ते सायंकाळी सहा वाजेपर्यंत खुले असते.";

let server: TestServer;
let browser: Browser;
let admin: GraphQLTestClient;
const errors: string[] = [];
let library: { id: string; title: string; body: string };
let gymkhana: { id: string; title: string; body: string };
/** The first page text the dashboard lists as having no Marathi. */
let target: { id: string; title: string };

async function pageText(key: string) {
  const answer = await admin.request(`query ($key: String!) { pageTextByKey(key: $key, lang: EN) { id title body } }`, { key });
  return answer.data!.pageTextByKey as { id: string; title: string; body: string };
}

async function setMarathi(id: string, input: Record<string, unknown>) {
  const saved = await admin.request("mutation ($id: ID!, $input: UpdatePageTextInput!) { updatePageText(id: $id, input: $input) { id } }", { id, input });
  expect(saved.errors).toBeUndefined();
}

async function open(path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return page;
}

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true", PUBLIC_URL: SITE_URL } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  library = await pageText("facilities/library");
  gymkhana = await pageText("facilities/gymkhana");
  // Whatever Marathi the demo content has: one text with its Marathi, one without.
  await setMarathi(library.id, { titleMr: LIBRARY_TITLE_MR, bodyMr: LIBRARY_BODY_MR });
  await setMarathi(gymkhana.id, { titleMr: null, bodyMr: null });
  const notice = "mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }";
  for (const input of [
    { title: "Tender for laboratory equipment", titleMr: "प्रयोगशाळा साहित्य निविदा", date: "2099-01-02", link: "https://example.org/tender" },
    { title: "Sports day schedule", date: "2099-01-01", link: "https://example.org/sports" },
  ]) {
    expect((await admin.request(notice, { input })).errors).toBeUndefined();
  }
  const parity = await admin.request(`{ missingMarathi(limit: 10) { type rows { id title } } }`);
  target = parity.data!.missingMarathi.find((section: { type: string }) => section.type === "pageText").rows[0];
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("stored content on Marathi pages", () => {
  it("shows a page text's stored Marathi in Marathi, unmarked, with absolute hreflang alternates", async () => {
    const page = await open("/mr/facilities/library");
    expect(await page.locator("html").getAttribute("lang")).toBe("mr");
    expect(await headingOf(page)()).toBe(LIBRARY_TITLE_MR);
    const text = page.locator(".markdown-text");
    expect(await text.innerText()).toBe(LIBRARY_BODY_MR);
    expect(await text.getAttribute("lang")).toBeNull();
    expect(await page.locator(".in-english-note").count()).toBe(0);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])));
    expect(alternates).toEqual({ en: `${SITE_URL}/facilities/library`, mr: `${SITE_URL}/mr/facilities/library`, "x-default": `${SITE_URL}/facilities/library` });
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('falls back to the English text where no Marathi is given: marked lang="en" and said so, never empty', async () => {
    const page = await open("/mr/facilities/gymkhana");
    const text = page.locator(".markdown-text");
    expect(await text.getAttribute("lang")).toBe("en");
    expect((await text.innerText()).trim().length).toBeGreaterThan(0);
    expect(gymkhana.body).toContain((await text.innerText()).trim().split("\n")[0]!.slice(0, 20));
    const note = page.locator(".in-english-note");
    expect(await note.innerText()).toMatch(/[\u0900-\u097F]/);
    expect(await note.isVisible()).toBe(true);
    // The heading is the facility's Marathi name from the messages, not the stored English title.
    expect(await headingOf(page)()).toMatch(/[\u0900-\u097F]/);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("lists notices in Marathi where given, and marks the English title of one without", async () => {
    const page = await open("/mr");
    const translated = page.locator("li", { hasText: "प्रयोगशाळा साहित्य निविदा" });
    expect(await translated.count()).toBe(1);
    expect(await translated.locator('[lang="en"]').count()).toBe(0);
    const english = page.locator("li", { hasText: "Sports day schedule" });
    expect(await english.locator('span[lang="en"]').innerText()).toBe("Sports day schedule");
    expect(await english.locator(".in-english-mark").innerText()).toMatch(/[\u0900-\u097F]/);
    const englishHome = await open("/");
    expect(await englishHome.locator("li", { hasText: "Tender for laboratory equipment" }).count()).toBe(1);
    expect(await englishHome.locator(".in-english-mark").count()).toBe(0);
  });

  it("keeps English pages English and unmarked", async () => {
    const page = await open("/facilities/library");
    expect(await headingOf(page)()).toBe(library.title);
    expect(await page.locator(".markdown-text").getAttribute("lang")).toBeNull();
    expect(await page.locator(".in-english-note, .in-english-mark").count()).toBe(0);
    expect(await page.locator(".markdown-text").innerText()).not.toMatch(/[\u0900-\u097F]/);
  });
});

describe("the panel", () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(browser, server.url, errors);
  });

  it("the dashboard lists, by section, the texts with no Marathi yet, linked to their edit form", async () => {
    await page.goto(`${server.url}/admin-login/dashboard`, { waitUntil: "networkidle" });
    const parity = page.locator("section.admin-language-parity");
    await eventually(() => parity.getByRole("heading", { level: 2 }).innerText()).toBe("Marathi still missing");
    const row = parity.locator('tr[data-parity="pageText"]');
    expect(await row.locator("th").innerText()).toBe("Page texts");
    expect(Number(await row.locator("td").first().innerText())).toBeGreaterThan(0);
    const link = row.getByRole("link", { name: `Add Marathi to ${target.title}` });
    expect(await row.innerText()).toContain(target.title);
    await eventually(() => link.count()).toBe(1);
    expect(await row.innerText()).not.toContain(LIBRARY_TITLE_MR);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await link.click();
    await eventually(headingOf(page)).toBe("Manage Page texts");
  });

  it("the edit form shows English and Marathi side by side and saves the Marathi text", async () => {
    const form = page.locator(`[data-edit-id="${target.id}"] form`);
    await eventually(() => form.count()).toBe(1);
    const pair = form.getByRole("group", { name: "Title: English and Marathi" });
    expect(await pair.getByRole("textbox", { name: "Title", exact: true }).inputValue()).toBe(target.title);
    const marathiTitle = pair.getByRole("textbox", { name: "Title (Marathi)" });
    expect(await marathiTitle.inputValue()).toBe("");
    // Side by side: the Marathi input starts to the right of the English one, on the same line.
    const englishBox = (await pair.getByRole("textbox", { name: "Title", exact: true }).boundingBox())!;
    const marathiBox = (await marathiTitle.boundingBox())!;
    expect(marathiBox.x).toBeGreaterThan(englishBox.x + englishBox.width - 1);
    expect(Math.abs(marathiBox.y - englishBox.y)).toBeLessThan(5);

    await marathiTitle.fill("व्यायामशाळा");
    await form.getByRole("button", { name: "Save" }).click();
    await eventually(() => page.getByText(`Saved: the changes to “${target.title}” were stored.`).count()).toBe(1);
    const stored = await admin.request(`query ($id: ID!) { pageText(id: $id) { titleMr titleTranslations { en mr } } }`, { id: target.id });
    expect(stored.data!.pageText).toEqual({ titleMr: "व्यायामशाळा", titleTranslations: { en: target.title, mr: "व्यायामशाळा" } });
    expect(errors).toEqual([]);
  });
});
