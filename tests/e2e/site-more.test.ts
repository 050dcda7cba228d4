import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACILITIES } from "../../client/src/site/facilities/facility-page-variables.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { seriousAxeFindings } from "./axe.js";
import { expectNoSeriousAxeViolations } from "./site-visit.js";

// The facilities, training and placement, alumni, research and GPS-in-news pages against the
// real server with the demo content (and, for the empty messages, one without it): each page's
// heading and what the database holds, the picture viewer by keyboard, and axe-core on each.

let server: TestServer;
let empty: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertClientBuilt();
  [server, empty] = await Promise.all([startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } }), startTestServer({ seed: false, env: { SERVE_CLIENT: "true" } })]);
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await empty?.close();
});

/** What the public API answers, so the checks follow the demo content rather than copies of it. */
async function api<T>(query: string, variables: Record<string, unknown> = {}, on: TestServer = server): Promise<T> {
  const response = await fetch(`${on.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A phone-sized page (axe-core needs a page of its own context). */
async function open(path: string, on: TestServer = server): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The browser's own request for /favicon.ico, and the 404 status of a not-found page, are not the page's errors.
    const from = message.location().url;
    if (/\/favicon\.ico$/.test(from) || (from === `${on.url}${path}` && message.text().includes("404"))) return;
    if (message.type() === "error") errors.push(`${message.text()} (${from})`);
  });
  await page.goto(`${on.url}${path}`, { waitUntil: "networkidle" });
  return { page, errors };
}

async function withPage(path: string, check: (page: Page) => Promise<void>, on: TestServer = server): Promise<void> {
  const { page, errors } = await open(path, on);
  try {
    await check(page);
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
}

/** Polls for up to 20 s: the machine running the tests may be slow. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

describe("/facilities/{facility}", { timeout: 120_000 }, () => {
  it.each(Object.keys(FACILITIES))("%s shows its published text, pictures and documents", async (facility) => {
    const { text } = await api<{ text: { title: string; body: string } }>("query($key: String!) { text: pageTextByKey(key: $key) { title body } }", {
      key: `facilities/${facility.toLowerCase()}`,
    });
    await withPage(`/facilities/${facility}`, async (page) => {
      await poll(() => heading(page).innerText()).toBe(text.title);
      // The first line of the text, as published.
      const firstLine = text.body.split("\n")[0]!.replace(/^- /, "");
      expect(await page.getByText(firstLine, { exact: false }).first().isVisible()).toBe(true);
      if (facility === "library") {
        expect(await page.getByRole("region", { name: /library/i }).count()).toBe(1);
        expect(await page.locator(".markdown-text table").getByText("32209").isVisible()).toBe(true);
      }
      if (facility.endsWith("hostel")) {
        expect(await page.locator(".photo-gallery a").count()).toBe(4);
      }
      if (facility === "girls-hostel") {
        expect(await page.getByText("Girls Hostel Committee 2025-26").isVisible()).toBe(true);
        expect(await page.getByText("6:00 AM to 10:00 PM", { exact: false }).isVisible()).toBe(true);
      }
      if (facility === "boys-hostel") expect(await page.getByText("160", { exact: false }).first().isVisible()).toBe(true);
      await expectNoSeriousAxeViolations(page);
    });
  });

  it("an unknown facility says so", async () => {
    await withPage("/facilities/swimming-pool", async (page) => {
      await poll(() => heading(page).innerText()).toBe("Facility not found");
    });
  });

  it("the hostel gallery opens the viewer, which wraps around and closes on Escape, by keyboard", async () => {
    await withPage("/facilities/boys-hostel", async (page) => {
      const first = page.locator(".photo-gallery a").first();
      await first.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Picture viewer" });
      await poll(() => dialog.isVisible()).toBe(true);
      await poll(() => dialog.locator(".lightbox-position").innerText()).toBe("Picture 1 of 4");
      await dialog.getByRole("button", { name: "Previous picture" }).click();
      await poll(() => dialog.locator(".lightbox-position").innerText()).toBe("Picture 4 of 4");
      await dialog.getByRole("button", { name: "Next picture" }).click();
      await poll(() => dialog.locator(".lightbox-position").innerText()).toBe("Picture 1 of 4");
      await page.keyboard.press("Escape");
      await poll(() => dialog.isVisible()).toBe(false);
      expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});

describe("/training-placements", { timeout: 120_000 }, () => {
  it("shows the activities, policy, team, reports, placements and portals", async () => {
    const data = await api<{ team: { items: { name: string }[] }; portals: { items: { title: string }[] }; reports: { items: { title: string }[] } }>(
      `{ team: people(group: "placement-team") { items { name } } portals: links(group: "training-placement/portals") { items { title } }
         reports: documents(collection: "placement-reports") { items { title } } }`,
    );
    await withPage("/training-placements", async (page) => {
      await poll(() => heading(page).innerText()).toBe("Training and Placement");
      await poll(() => page.locator("table.data-table tbody tr").count()).toBeGreaterThan(0);
      for (const h of [
        "Training and placement activities",
        "Placement policy",
        "Training and Placement Team",
        "Placement Reports",
        "Placements in recent years",
        "Placement Portals",
      ]) {
        expect(await page.getByRole("heading", { level: 2, name: h }).count(), h).toBe(1);
      }
      expect(await page.getByText("70% of the branch", { exact: false }).isVisible()).toBe(true);
      const teamRows = page.locator("table.data-table tbody tr");
      expect(await teamRows.count()).toBe(data.team.items.length);
      for (const person of data.team.items) expect(await teamRows.getByText(person.name).count()).toBe(1);
      for (const portal of data.portals.items) {
        const link = page.getByRole("link", { name: portal.title });
        expect(await link.getAttribute("target")).toBe("_blank");
      }
      for (const report of data.reports.items) expect(await page.getByText(report.title).first().isVisible()).toBe(true);
      expect(await page.locator(".markdown-text table").getByText("2024-25").isVisible()).toBe(true);
      await expectNoSeriousAxeViolations(page);
    });
  });
});

describe("/alumni", { timeout: 120_000 }, () => {
  it.each([
    ["objective", "Alumni Association"],
    ["programs", "Alumni Programs"],
  ])("/alumni/%s shows the year, nine aims, the programmes and the committee of 11", async (path, title) => {
    await withPage(`/alumni/${path}`, async (page) => {
      await poll(() => heading(page).innerText()).toBe(title);
      await poll(() => page.locator("table.data-table tbody tr").count()).toBe(11);
      expect(await page.getByText("2022-23", { exact: false }).first().isVisible()).toBe(true);
      expect(await page.locator(".markdown-text ol > li").count()).toBe(9);
      expect(await page.getByRole("heading", { name: "Programs Conducted" }).count()).toBe(1);
      expect(await page.getByText("Programs Conducted by the Alumni Association").isVisible()).toBe(true);
      expect(await page.locator("table.data-table tbody tr").count()).toBe(11);
      await expectNoSeriousAxeViolations(page);
    });
  });

  it("/alumni/photo-gallery shows each Alumni Meet's photos at 800 by 500", async () => {
    await withPage("/alumni/photo-gallery", async (page) => {
      await poll(() => heading(page).innerText()).toBe("Alumni Photo Gallery");
      await poll(() => page.locator(".photo-gallery img").count()).toBe(6);
      for (const year of ["2025", "2024", "2023"]) {
        const section = page.getByRole("region", { name: `Alumni Meet ${year}` });
        expect(await section.locator("img").count(), year).toBe(2);
      }
      const img = page.locator(".photo-gallery img").first();
      expect([await img.getAttribute("width"), await img.getAttribute("height")]).toEqual(["800", "500"]);
      await expectNoSeriousAxeViolations(page);
    });
  });
});

describe("/Achievements/Patents", { timeout: 120_000 }, () => {
  it("lists the faculty research with Visit links that open in a new tab", async () => {
    const { publications } = await api<{ publications: { items: { facultyName: string; profileLink: string }[] } }>(
      "{ publications(limit: 100) { items { facultyName profileLink } } }",
    );
    await withPage("/Achievements/Patents", async (page) => {
      await poll(() => heading(page).innerText()).toBe("Research, Publication and Patents");
      await poll(() => page.locator("table.data-table tbody tr").count()).toBeGreaterThan(0);
      const headers = await page.locator("table.data-table thead th").allInnerTexts();
      expect(headers).toEqual(["Sr No.", "Faculty Name", "Designation", "Department", "More Info"]);
      expect(await page.locator("table.data-table tbody tr").count()).toBe(publications.items.length);
      const first = publications.items[0]!;
      const visit = page.getByRole("link", { name: new RegExp(`^Visit the research profile of ${first.facultyName}`) });
      expect(await visit.getAttribute("href")).toBe(first.profileLink);
      expect(await visit.getAttribute("target")).toBe("_blank");
      expect(await visit.innerText()).toBe("Visit");
      await expectNoSeriousAxeViolations(page);
    });
  });

  it("says 'No faculty data available !!' when nothing is published", async () => {
    await withPage(
      "/Achievements/Patents",
      async (page) => {
        await poll(() => page.locator(".query-empty").innerText()).toBe("No faculty data available !!");
      },
      empty,
    );
  });
});

describe("/gps-in-news", { timeout: 120_000 }, () => {
  it("shows a card per news item with its title and event date", async () => {
    const { gpsNews } = await api<{ gpsNews: { items: { title: string; dateOfEvent: string }[] } }>("{ gpsNews(limit: 50) { items { title dateOfEvent } } }");
    expect(gpsNews.items).toHaveLength(7);
    await withPage("/gps-in-news", async (page) => {
      await poll(() => heading(page).innerText()).toBe("GPS In News");
      const cards = page.locator(".news-card");
      await poll(() => cards.count()).toBe(7);
      expect(await cards.count()).toBe(7);
      for (const news of gpsNews.items) {
        const card = cards.filter({ hasText: news.title });
        expect(await card.locator("time").getAttribute("datetime")).toBe(news.dateOfEvent);
      }
      await expectNoSeriousAxeViolations(page);
    });
  });

  it.each(["/gps-in-news", "/mr/gps-in-news"])("%s names every link by its content (axe link-name; HTML_CodeSniffer H30.2 ignores aria-label)", async (route) => {
    await withPage(route, async (page) => {
      await poll(() => page.locator(".news-card > a").count()).toBe(7);
      // A link's content must name it: its text, or a picture's alt text.
      const unnamed = await page
        .locator("a[href]")
        .evaluateAll((links) =>
          links
            .filter((link) => !link.textContent?.trim() && ![...link.querySelectorAll("img")].some((img) => img.alt.trim()))
            .map((link) => link.outerHTML.slice(0, 120)),
        );
      expect(unnamed).toEqual([]);
      expect(await seriousAxeFindings(page, { rules: ["link-name"] })).toEqual([]);
    });
  });

  it("the picture viewer works by keyboard: next, zoom, rotate, download, Escape and Enter close", async () => {
    await withPage("/gps-in-news", async (page) => {
      const links = page.locator(".news-card > a");
      await poll(() => links.count()).toBe(7);
      const opener = links.first();
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Picture viewer" });
      const position = dialog.locator(".lightbox-position");
      await poll(() => position.innerText()).toBe("Picture 1 of 7");
      // The picture has the focus: the arrow keys move, wrapping at both ends.
      expect(await dialog.locator(".lightbox-stage").evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("ArrowLeft");
      await poll(() => position.innerText()).toBe("Picture 7 of 7");
      await page.keyboard.press("ArrowRight");
      await poll(() => position.innerText()).toBe("Picture 1 of 7");

      // Tab reaches the buttons; focus stays inside the viewer.
      const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      const pressUntil = async (name: string) => {
        for (let i = 0; i < 12 && (await focusedName()) !== name; i++) await page.keyboard.press("Tab");
        expect(await focusedName()).toBe(name);
      };
      await pressUntil("Next picture ›");
      await page.keyboard.press("Enter");
      await poll(() => position.innerText()).toBe("Picture 2 of 7");
      const frame = dialog.locator(".lightbox-frame");
      await pressUntil("Zoom in");
      await page.keyboard.press("Enter");
      await poll(() => frame.getAttribute("style")).toContain("scale(1.5)");
      await pressUntil("Rotate 90 degrees");
      await page.keyboard.press("Enter");
      await poll(() => frame.getAttribute("style")).toContain("rotate(90deg)");
      await page.keyboard.press("Enter");
      await poll(() => frame.getAttribute("style")).toContain("rotate(180deg)");
      const download = dialog.getByRole("link", { name: "Download" });
      const href = await download.getAttribute("href");
      expect(await download.getAttribute("download")).toBeTruthy();
      expect((await fetch(`${server.url}${href}`)).status).toBe(200);
      // Focus never leaves the viewer.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
      }
      await expectNoSeriousAxeViolations(page);

      await page.keyboard.press("Escape");
      await poll(() => dialog.isVisible()).toBe(false);
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      // Enter on the picture closes it too.
      await page.keyboard.press("Enter");
      await poll(() => dialog.isVisible()).toBe(true);
      await poll(() => position.innerText()).toBe("Picture 1 of 7");
      await page.keyboard.press("Enter");
      await poll(() => dialog.isVisible()).toBe(false);
    });
  });

  it("says so when no news is published", async () => {
    await withPage(
      "/gps-in-news",
      async (page) => {
        await poll(() => page.locator(".query-empty").innerText()).toBe("No news has been published yet.");
      },
      empty,
    );
  });
});

describe("from the server's HTML alone (JavaScript off)", { timeout: 120_000 }, () => {
  /** The HTML the server sends, with its status (needs dist/ssr: `npm run build`). */
  async function html(path: string): Promise<{ status: number; text: string }> {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, text: await response.text() };
  }
  const h1 = (text: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(text)?.[1];

  it.each([
    ["/facilities/library", "Library", ["32209", "<img"]],
    ["/facilities/girls-hostel", "Girls hostel", ["6:00 AM to 10:00 PM", "Girls Hostel Committee 2025-26", 'class="photo-gallery"']],
    ["/training-placements", "Training and Placement", ["Mr. Sample Coordinator", "Placement Report 2024-25", "National apprenticeship portal"]],
    ["/alumni/objective", "Alumni Association", ["2022-23", "Programs Conducted by the Alumni Association"]],
    ["/alumni/programs", "Alumni Programs", ["Programs Conducted by the Alumni Association"]],
    ["/alumni/photo-gallery", "Alumni Photo Gallery", ['width="800" height="500"']],
    ["/alumni/registration-form", "Alumni Registration Form", ['action="/alumni/registration-form"', 'method="post"', "Numbers only, include country code"]],
    ["/confirm-admission", "Confirm Admission", ['action="/confirm-admission"', 'name="aadhaarNumber"']],
    ["/Achievements/Patents", "Research, Publication and Patents", ["https://example.org/scholar/"]],
    ["/gps-in-news", "GPS In News", ["Campus placement drive: forty-two students receive offers"]],
  ])("%s has its heading and content", async (path, heading, contents) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(h1(page.text)).toBe(heading);
    for (const content of contents) expect(page.text, content).toContain(content);
    expect(page.text).not.toContain(`class="query-loading"`); // a loading message (the name is also in the inline styles)
  });

  it("an unknown facility is a 404 page", async () => {
    const page = await html("/facilities/swimming-pool");
    expect(page.status).toBe(404);
    expect(h1(page.text)).toBe("Facility not found");
  });
});
