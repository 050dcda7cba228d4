import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { adminChunkPaths, assertClientBuilt, launchChromium } from "./browser.js";

const SEEDED_QUERY = `{ siteSettings { instituteName address } notices(limit: 5) { items { title } } }`;

interface Seeded {
  instituteName: string;
  address: string;
  noticeTitles: string[];
}

let server: TestServer;
let browser: Browser;
let seeded: Seeded;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  // What the demo content put in the database, read through the public API.
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: SEEDED_QUERY }),
  });
  const { data } = (await response.json()) as {
    data: { siteSettings: { instituteName: string; address: string }; notices: { items: { title: string }[] } };
  };
  seeded = {
    instituteName: data.siteSettings.instituteName,
    address: data.siteSettings.address,
    noticeTitles: data.notices.items.map((n) => n.title),
  };
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page and records every URL it requests and every script error. */
async function openPage(path: string): Promise<{ page: Page; requests: URL[]; errors: string[] }> {
  const page = await browser.newPage();
  const requests: URL[] = [];
  const errors: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url())));
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return { page, requests, errors };
}

describe("home page", () => {
  it("shows the institute and the newest notices from the database", async () => {
    expect(seeded.instituteName).toBeTruthy();
    expect(seeded.noticeTitles.length).toBeGreaterThan(0);

    const { page, requests, errors } = await openPage("/");
    try {
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toContain(seeded.instituteName);
      expect(await page.getByText(seeded.address).first().isVisible()).toBe(true);
      expect(await page.getByRole("listitem").filter({ hasText: seeded.noticeTitles[0] }).first().isVisible()).toBe(true);
      expect(await page.title()).toBe(seeded.instituteName);
      // Landmarks and the skip link.
      expect(await page.locator("header").count()).toBe(1);
      expect(await page.locator("main#main").count()).toBe(1);
      expect(await page.locator("footer").count()).toBe(1);
      expect(await page.locator('a[href="#main"]').innerText()).toBe("Skip to main content");

      await page.screenshot({ path: "/tmp/home.png", fullPage: true });

      const serverHost = new URL(server.url).host;
      const otherHosts = requests.filter((url) => url.protocol !== "data:" && url.host !== serverHost);
      expect(otherHosts.map(String)).toEqual([]);

      const adminChunks = adminChunkPaths();
      expect(adminChunks.length).toBeGreaterThan(0);
      const loadedAdmin = requests.filter((url) => adminChunks.includes(url.pathname));
      expect(loadedAdmin.map(String)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("loads the admin chunk only on /admin-login/", async () => {
    const { page, requests, errors } = await openPage("/admin-login/");
    try {
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Sign in");
      const adminChunks = adminChunkPaths();
      expect(requests.some((url) => adminChunks.includes(url.pathname))).toBe(true);
      // The public header and footer are hidden in the administration area.
      expect(await page.locator("header.site-header").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
