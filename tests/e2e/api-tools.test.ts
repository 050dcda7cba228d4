import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, seriousAccessibilityProblems, signedInPage } from "./admin-session.js";

// Issue 21, items 4 and 6 in Chromium: GET /graphql in a browser shows the API explorer, built
// from the site's own assets and run under the site's Content-Security-Policy with no console
// error; it lists the types with their descriptions and runs a query, with a token too. An
// administrator makes an API token in the panel, sees it once, and revokes it.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A fresh page that notes console errors, CSP refusals and failed requests. */
async function watchedPage(problems: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
  return page;
}

describe("the API explorer", () => {
  it("loads at /graphql under the CSP with no console error, browses the types and runs a query", async () => {
    const problems: string[] = [];
    const page = await watchedPage(problems);
    const response = await page.goto(`${server.url}/graphql`, { waitUntil: "networkidle" });
    expect(response!.status()).toBe(200);
    const csp = response!.headers()["content-security-policy"]!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    await eventually(() => page.locator("#ex-docs-status").innerText()).toMatch(/\d+ types/);
    // The scripts are the site's own, and the public site's script is not among them.
    const scripts = await page.locator("script[src]").evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
    expect(scripts.every((src) => src.startsWith(`${server.url}/assets/explorer-`))).toBe(true);

    await page.getByLabel("Find a type").fill("Notice");
    await page.locator("#ex-type-list").getByRole("button", { name: "Notice", exact: true }).click();
    await eventually(() => page.locator("#ex-type h3").innerText()).toBe("Notice (object)");
    expect(await page.locator("#ex-type").innerText()).toContain("title: String!");

    await page.getByRole("button", { name: "Run" }).click();
    await eventually(() => page.locator("#ex-result").innerText()).toContain('"notices"');
    expect(await page.locator("#ex-run-status").innerText()).toBe("Done.");

    await page.getByLabel("API token (optional)").fill("gpc_00000000_" + "A".repeat(43));
    await page.getByRole("button", { name: "Run" }).click();
    await eventually(() => page.locator("#ex-result").innerText()).toContain("not one the site made");
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    // The refused token's 401 is the one failure the console may report.
    expect(problems.filter((p) => !p.includes("401"))).toEqual([]);
  });

  it("answers a tool's GET /graphql as before, and downloads the schema with its descriptions", async () => {
    const json = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ notices(limit: 1) { totalCount } }")}`);
    expect(json.headers.get("content-type")).toContain("application/json");
    const sdl = await fetch(`${server.url}/graphql/schema.graphql`);
    expect(sdl.status).toBe(200);
    expect(sdl.headers.get("content-disposition")).toContain("schema.graphql");
    const text = await sdl.text();
    expect(text).toContain("type Notice {");
    expect(text).toContain("createApiToken(");
    // Who may call each root field: the access markers stay applied (issue 34, item 9b).
    expect(text).toMatch(/\): NewApiToken! @admin\n/);
    expect(text).toMatch(/\): NoticePage! @public\n/);
  });
});

describe("API tokens in the panel", () => {
  it("lets an administrator make a token, shows it once, and revoke it with a confirmation", async () => {
    const errors: string[] = [];
    const page = await signedInPage(browser, server.url, errors);
    await page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "API Tokens" }).click();
    await eventually(headingOf(page)).toBe("API Tokens");

    await page.getByRole("button", { name: "Make token" }).click();
    await eventually(() => page.locator("#token-name-error").innerText()).toContain("Please give the token a name");

    await page.getByLabel("Name").fill("Library screen");
    await page.getByLabel("Only the kinds chosen below").check();
    await page.getByLabel("Notices", { exact: true }).check();
    await page.getByLabel("Requests a minute").fill("120");
    await page.getByRole("button", { name: "Make token" }).click();
    const shown = page.getByLabel("Token for Library screen");
    await eventually(() => shown.inputValue()).toMatch(/^gpc_[0-9a-f]{8}_/);
    const token = await shown.inputValue();
    expect(await page.getByRole("region", { name: "The new token" }).innerText()).toContain("it will not be shown again");

    // The token works for a tool.
    const used = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "{ notices(limit: 1) { totalCount } }" }),
    });
    expect(used.status).toBe(200);

    await page.getByRole("button", { name: "I have copied it" }).click();
    expect(await page.getByText(token).count()).toBe(0);
    expect(await page.locator("body").innerText()).not.toContain(token);
    const row = page.locator('tr[data-token="Library screen"]');
    await expect.poll(() => row.innerText()).toContain("Notices");
    expect(await row.innerText()).toContain("Read only");
    expect(await row.innerText()).toContain("120 requests a minute");

    await row.getByRole("button", { name: "Revoke" }).click();
    await row.getByRole("button", { name: "Yes, revoke" }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Revoked the token" }).count()).toBe(1);
    await eventually(() => row.innerText()).toContain("Revoked");
    const refused = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "{ notices(limit: 1) { totalCount } }" }),
    });
    expect(refused.status).toBe(401);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
