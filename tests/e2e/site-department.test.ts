import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEPARTMENT_SECTIONS } from "../../client/src/site/department/department-page-variables.js";
import { departmentMessages as m } from "../../client/src/messages/en/department.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";

// The department pages /dept/{branch}/{content} in Chromium against the real server with the
// demo content: every branch and every content value it offers shows its heading and what the
// database holds (read here through the public API), or the spec's empty message; the
// curriculum accordion and the events overlay work by keyboard; axe finds nothing serious.

const BRANCHES = ["computer", "civil", "mechanical", "electrical", "electronics", "science_humanities", "workshop"];
const ALL_SECTIONS = Object.keys(DEPARTMENT_SECTIONS) as (keyof typeof DEPARTMENT_SECTIONS)[];

const SEEDED_QUERY = `query Seeded($branch: String!) {
  department: departmentBySlug(slug: $branch) { name nbaAccredited sections headOfDepartmentTitle vision mission pos }
  facultyStaff(department: $branch, limit: 100) { items { name photoImageAltText } }
  labs(department: $branch, limit: 100) { items { name photoImageAltText } }
  events(department: $branch, limit: 50) { items { name imageAltText secondImageAltText thirdImageAltText fourthImageAltText } }
  curricula(department: $branch, limit: 6) { items { semester } }
  timeTables(department: $branch, limit: 6) { items { session } }
  resultAnalyses(department: $branch, limit: 6) { items { session } }
  newsletters(department: $branch, limit: 50) { items { session } }
  mous(department: $branch, limit: 100) { items { firmName } }
  departmentPortfolios(department: $branch, limit: 50) { items { session } }
  irgs(department: $branch, limit: 50) { items { session } }
  digitalLibrary(department: $branch, limit: 100) { items { title coverImageAltText } }
}`;

interface Seeded {
  department: { name: string; nbaAccredited: boolean | null; sections: string[]; headOfDepartmentTitle: string | null; vision: string; mission: string[]; pos: string[] };
  [list: string]: any;
}

let server: TestServer;
let browser: Browser;
const seeded = new Map<string, Seeded>();

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  for (const branch of BRANCHES) seeded.set(branch, await graphql<Seeded>(SEEDED_QUERY, { branch }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const offered = (data: Seeded) => (data.department.sections.length > 0 ? data.department.sections : ALL_SECTIONS);
const path = (branch: string, content: string) => `/dept/${branch}/${encodeURIComponent(content)}`;

/** Goes to a department page and waits until it shows its heading (the machine may be slow). */
async function visit(page: Page, address: string): Promise<number> {
  const response = await page.goto(`${server.url}${address}`, { waitUntil: "networkidle" });
  await page.waitForSelector("main h1", { timeout: 30_000 });
  return response?.status() ?? 0;
}

/** Opens a page in a new tab, recording script errors. */
async function open(address: string): Promise<{ page: Page; status: number; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // React reports a page that hydrates differently from the server's HTML on the console.
  page.on("console", (message) => {
    // (The site has no favicon yet: its 404 is not this page's error.)
    if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico")) errors.push(`${message.text()} ${message.location().url}`);
  });
  const status = await visit(page, address);
  return { page, status, errors };
}

/** The texts the page for {content} must show: the demo content's items, or the spec's empty message. */
function expectedTexts(data: Seeded, content: string): string[] {
  const d = m.documents;
  switch (content) {
    case "about-department":
      return [data.department.headOfDepartmentTitle ?? m.about.defaultHeading, data.department.vision, data.department.mission[0]!, data.department.pos[6]!];
    case "faculties":
      return data.facultyStaff.items.map((i: any) => i.name);
    case "laboratories":
      return data.labs.items.map((i: any) => i.name);
    case "Various Events":
      return data.events.items.map((i: any) => i.name);
    case "curriculum":
      return data.curricula.items.map((i: any) => d.semester(i.semester));
    case "time-table":
      return data.timeTables.items.slice(0, 6).map((i: any) => d.session(i.session));
    case "result-analysis":
      return data.resultAnalyses.items.slice(0, 6).map((i: any) => d.session(i.session));
    case "news-letter":
      return data.newsletters.items.map((i: any) => d.newsletter(i.session));
    case "mous":
      return data.mous.items.map((i: any) => i.firmName);
    case "department-portfolio":
      return data.departmentPortfolios.items.map((i: any) => d.portfolio(i.session));
    case "internal-revenue-generation":
      return data.irgs.items.map((i: any) => d.irg(i.session));
    case "digital-library":
      return data.digitalLibrary.items.map((i: any) => i.title);
  }
  throw new Error(`no expectation for ${content}`);
}

/** The alt texts the page for {content} must give its pictures: the descriptions stored with them. */
function expectedAlts(data: Seeded, content: string): string[] {
  const described = (items: Record<string, unknown>[], fields: string[]) =>
    items.flatMap((item) => fields.map((field) => item[field])).filter((text): text is string => typeof text === "string" && text !== "");
  switch (content) {
    case "faculties":
      return described(data.facultyStaff.items, ["photoImageAltText"]);
    case "laboratories":
      return described(data.labs.items, ["photoImageAltText"]);
    case "Various Events":
      return described(data.events.items, ["imageAltText", "secondImageAltText", "thirdImageAltText", "fourthImageAltText"]);
    case "digital-library":
      return described(data.digitalLibrary.items, ["coverImageAltText"]);
  }
  return [];
}

describe("department pages", () => {
  it.each(BRANCHES)(
    "/dept/%s/{every content it offers}: heading, badge, side list and the published data",
    async (branch) => {
      const data = seeded.get(branch)!;
      expect(data.department, branch).not.toBeNull();
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      try {
        for (const content of offered(data)) {
          expect(await visit(page, path(branch, content)), content).toBe(200);
          const main = page.locator("main");
          await expect.poll(() => main.getByRole("heading", { level: 1 }).innerText(), { message: content }).toContain(m.heading(data.department.name));
          expect(await main.getByText(m.nbaBadge, { exact: true }).count(), `${content}: badge`).toBe(data.department.nbaAccredited ? 1 : 0);

          // The side list: the pages this department offers, the current one marked.
          const nav = page.getByRole("navigation", { name: m.sideNavLabel });
          expect(await nav.getByRole("link").allInnerTexts()).toEqual(offered(data).map((s) => m.sectionLinks[s as keyof typeof m.sectionLinks]));
          expect(await nav.locator('[aria-current="page"]').innerText()).toBe(m.sectionLinks[content as keyof typeof m.sectionLinks]);

          // The slider shows its first picture in the page.
          expect(await main.locator(".department-slider img").count(), `${content}: slider`).toBeGreaterThan(0);

          const texts = expectedTexts(data, content);
          if (texts.length === 0) {
            await expect.poll(() => main.locator(".query-empty").innerText(), { message: content }).toBe(m.empty[content as keyof typeof m.empty]);
          } else {
            // In the section itself: a laboratory's name is also a caption of the slider above it.
            const section = main.locator(".department-section");
            for (const text of texts) expect(await section.getByText(text, { exact: false }).first().isVisible(), `${branch}/${content}: ${text}`).toBe(true);
            expect(await main.locator(".query-empty").count(), `${content}: no empty message`).toBe(0);
          }
          const alts = expectedAlts(data, content);
          if (alts.length > 0) {
            const shown = await main.locator("img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
            expect(shown, `${branch}/${content}: pictures described`).toEqual(expect.arrayContaining(alts));
          }
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
    240_000,
  );

  it("every page of a branch, the not-offered page and the unknown ones come complete in the server's HTML (JavaScript off)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      for (const branch of ["computer", "science_humanities"]) {
        const data = seeded.get(branch)!;
        for (const content of offered(data)) {
          const response = await page.goto(`${server.url}${path(branch, content)}`);
          expect(response?.status(), content).toBe(200);
          expect(await page.locator("main h1").innerText()).toContain(m.heading(data.department.name));
          expect(await page.locator(".department-slider img").count()).toBeGreaterThan(0);
          for (const text of expectedTexts(data, content))
            expect(await page.locator("main .department-section").getByText(text).first().isVisible(), `${branch}/${content}: ${text}`).toBe(true);
        }
      }
      // An event's picture is a link to the picture itself.
      await page.goto(`${server.url}${path("computer", "Various Events")}`);
      const href = await page.locator(".event-image-link").first().getAttribute("href");
      expect((await fetch(`${server.url}${href}`)).headers.get("content-type")).toMatch(/^image\//);

      const workshop = await page.goto(`${server.url}${path("workshop", "Various Events")}`);
      expect(workshop?.status()).toBe(200);
      expect(await page.locator("main .query-empty").innerText()).toBe("No Events data available for this branch!");
      expect((await page.goto(`${server.url}/dept/applied_mechanics/Various%20Events`))?.status()).toBe(404);
      expect(await page.locator("main h1").innerText()).toBe(m.notFound.departmentHeading);
      expect((await page.goto(`${server.url}/dept/civil/no-such-page`))?.status()).toBe(404);
      expect(await page.getByText(m.notFound.page("no-such-page")).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  }, 180_000);

  it("shows the workshop heading from its data, and 7 POs on About", async () => {
    const { page } = await open(path("workshop", "about-department"));
    try {
      const heading = seeded.get("workshop")!.department.headOfDepartmentTitle!;
      expect(await page.getByRole("heading", { level: 2, name: heading }).isVisible()).toBe(true);
      const pos = page.locator("ol").filter({ has: page.getByText(seeded.get("workshop")!.department.pos[0]!) });
      expect(await pos.locator("li").count()).toBe(7);
    } finally {
      await page.close();
    }
  });

  it("a page the department does not offer gives the spec's empty message, red and centred", async () => {
    const { page, status } = await open(path("workshop", "Various Events"));
    try {
      expect(status).toBe(200);
      const message = page.locator("main .query-empty");
      await expect.poll(() => message.innerText()).toBe("No Events data available for this branch!");
      const style = await message.evaluate((el) => ({ color: getComputedStyle(el).color, align: getComputedStyle(el).textAlign }));
      expect(style).toEqual({ color: "rgb(176, 0, 32)", align: "center" });
    } finally {
      await page.close();
    }
  });

  it("an unknown branch is a not-found page with status 404", async () => {
    const { page, status } = await open("/dept/no_such_branch/about-department");
    try {
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(m.notFound.departmentHeading);
      expect(await page.getByText(m.notFound.department("no_such_branch")).isVisible()).toBe(true);
      expect(status).toBe(404);
    } finally {
      await page.close();
    }
  });

  it("an unknown content value keeps the side list and says the page does not exist", async () => {
    const { page, status } = await open("/dept/computer/no-such-page");
    try {
      expect(status).toBe(404);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toContain(m.heading(seeded.get("computer")!.department.name));
      expect(await page.getByText(m.notFound.page("no-such-page")).isVisible()).toBe(true);
      expect(await page.getByRole("navigation", { name: m.sideNavLabel }).getByRole("link").count()).toBe(ALL_SECTIONS.length);
    } finally {
      await page.close();
    }
  });

  it("the side list navigates between pages", async () => {
    const { page, errors } = await open(path("civil", "about-department"));
    try {
      await page.getByRole("navigation", { name: m.sideNavLabel }).getByRole("link", { name: m.sectionLinks.mous }).click();
      await expect.poll(() => page.getByRole("heading", { level: 2, name: m.sectionHeadings.mous }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/dept/civil/mous");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("the curriculum accordion opens one PDF at a time, by keyboard", async () => {
    const { page, errors } = await open(path("computer", "curriculum"));
    try {
      const first = page.getByRole("button", { name: m.documents.semester(1) });
      const second = page.getByRole("button", { name: m.documents.semester(2) });
      expect(await page.locator("main iframe").count()).toBe(0);
      await first.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
      expect(await page.locator("main iframe").count()).toBe(1);
      await second.focus();
      await page.keyboard.press("Space");
      await expect.poll(() => second.getAttribute("aria-expanded")).toBe("true");
      expect(await first.getAttribute("aria-expanded")).toBe("false");
      expect(await page.locator("main iframe").count()).toBe(1);
      await page.keyboard.press("Enter");
      await expect.poll(() => second.getAttribute("aria-expanded")).toBe("false");
      expect(await page.locator("main iframe").count()).toBe(0);
      // Closing a frame can log its PDF viewer's cancelled load (net::ERR_FAILED): the browser, not the page.
      expect(errors.filter((error) => !error.startsWith("Failed to load resource: net::ERR_FAILED"))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("an event's picture opens full screen and closes by Escape, by the × button and by a click", async () => {
    const { page, errors } = await open(path("science_humanities", "Various Events"));
    try {
      const eventName = seeded.get("science_humanities")!.events.items[0].name as string;
      const link = page.getByRole("link", { name: m.events.openImage(eventName, 1) });
      const dialog = page.getByRole("dialog");

      await link.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getAttribute("aria-label")).toBe(m.events.overlayLabel(eventName));
      // The picture's stored description (the demo's is always written).
      expect(await dialog.getByRole("img").getAttribute("alt")).toBe(seeded.get("science_humanities")!.events.items[0].imageAltText);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const close = dialog.getByRole("button", { name: "Close" });
      await expect.poll(() => close.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.count()).toBe(0);

      await link.click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole("img").click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("the slider moves to the next picture and wraps around, with the captions shown", async () => {
    const { page } = await open(path("electronics", "about-department"));
    try {
      const slider = page.locator(".department-slider");
      const next = slider.getByRole("button", { name: "Next" });
      const count = await slider.locator("img").count();
      expect(count).toBeGreaterThan(1);
      await slider.getByRole("button", { name: "Pause" }).click();
      const current = () => slider.locator(".slider-slide.is-current figcaption").innerText();
      const first = await current();
      expect(first).toBeTruthy();
      await next.click();
      await expect.poll(current).not.toBe(first);
      for (let i = 1; i < count; i += 1) await next.click();
      await expect.poll(current).toBe(first);
    } finally {
      await page.close();
    }
  });
});
