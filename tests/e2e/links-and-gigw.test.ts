import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, seriousAccessibilityProblems, signedInPage } from "./admin-session.js";

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
    expect(await seriousAccessibilityProblems(page, "section.admin-broken-links")).toEqual([]);
  });

  it("are not links on the public page, which links the rest and says when a link leaves the site", async () => {
    const html = await (await fetch(`${server.url}${PAGE}`)).text();
    expect(html).toContain('<span class="broken-link">the old rules</span>');
    expect(html).not.toContain(`href="${BROKEN}"`);
    expect(html).toMatch(/<a href="\/notices">notices<\/a>/);
    expect(html).toContain(
      '<a href="https://example.org/board" target="_blank" rel="noopener noreferrer">the state board<span class="leaves-site-icon" aria-hidden="true"> ↗</span><span class="visually-hidden"> (opens another site, in a new tab)</span></a>',
    );
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
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  it("is drawn in Marathi when the panel is", async () => {
    await page.goto(`${server.url}/admin-login/gigw-readiness`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "मराठी" }).click();
    await eventually(headingOf(page)).toBe("GIGW तयारी");
    await eventually(() => page.locator(".admin-gigw-score").innerText()).toMatch(/^गुण: 100 पैकी \d+/);
    const links = page.locator('tr[data-gigw-item="brokenLinks"]');
    expect(await links.innerText()).toContain("एकही तुटलेला दुवा नाही");
    expect(await page.getByRole("button", { name: "छापा" }).count()).toBe(1);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.getByRole("button", { name: "English" }).click();
    expect(errors).toEqual([]);
  });
});
