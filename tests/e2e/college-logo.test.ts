import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";

// Issue 39 items 1 and 10: a logo uploaded in Site Settings is the one every page's header and
// the sign-in page show, drawn at its own proportions (width and height set, nothing shifts).

let server: TestServer;
let browser: Browser;
let panel: Page;
const errors: string[] = [];

const DESCRIPTION = "The emblem of the college, a gear and a book";
const DESCRIPTION_MR = "महाविद्यालयाचे बोधचिन्ह: एक दातेरी चाक आणि पुस्तक";

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  panel = await signedInPage(browser, server.url, errors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function storedLogo(): Promise<string> {
  const result = await new GraphQLTestClient(server.url).request<{ siteSettings: { logoImage: string } }>("{ siteSettings { logoImage } }");
  return result.data!.siteSettings.logoImage;
}

/** A visitor's page in a context of its own (not signed in). */
async function visitorPage(path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return page;
}

describe("the college's logo", () => {
  it("is uploaded in Site Settings with its description", async () => {
    await panel.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Site Settings" }).click();
    await eventually(headingOf(panel)).toBe("Site Settings");
    await eventually(() => panel.locator("#field-instituteName").inputValue()).not.toBe("");
    const bytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#1a4" } })
      .png()
      .toBuffer();
    await panel.locator("#field-logoImage").setInputFiles({ name: "emblem.png", mimeType: "image/png", buffer: bytes });
    await panel.locator("#field-logoImageAltText").fill(DESCRIPTION);
    await panel.locator("#field-logoImageAltTextMr").fill(DESCRIPTION_MR);
    await panel.getByRole("button", { name: "Save settings" }).click();
    await eventually(() => panel.getByRole("status").filter({ hasText: "Saved: the site settings were updated" }).count()).toBe(1);
    expect(await storedLogo()).toMatch(/^\/uploads\/settings\/.+\.png$/);
  });

  it("shows in the header of the public pages, at its proportions", async () => {
    const logo = await storedLogo();
    for (const path of ["/", "/contact"]) {
      const page = await visitorPage(path);
      const img = page.locator("header .site-logo");
      expect(await img.getAttribute("src")).toBe(logo);
      expect([await img.getAttribute("width"), await img.getAttribute("height")]).toEqual(["112", "56"]);
      expect(await img.getAttribute("alt")).toBe(DESCRIPTION);
      await eventually(() => img.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(400);
      await page.context().close();
    }
  });

  it("is described in Marathi in the Marathi pages' header", async () => {
    const page = await visitorPage("/mr/");
    const img = page.locator("header .site-logo");
    expect(await img.getAttribute("alt")).toBe(DESCRIPTION_MR);
    expect(await img.getAttribute("lang")).toBeNull();
    await page.context().close();
  });

  it("shows on the sign-in page beside the college's name, described", async () => {
    const page = await visitorPage("/admin-login/");
    const img = page.locator(".admin-signin-college img");
    await eventually(() => img.getAttribute("src")).toBe(await storedLogo());
    expect(await img.getAttribute("alt")).toBe(DESCRIPTION);
    await eventually(() => img.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(400);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
