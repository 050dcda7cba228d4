import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// Issue 21, items 4 and 6, and issue 34, item 8, in Chromium: GET /graphql in a browser opens
// GraphiQL, built from the site's own assets (Monaco's workers too) and run under the site's
// Content-Security-Policy with no console error; it runs a query with variables and an API
// token, lets the user choose one of two operations, and its docs show the schema's
// descriptions. An administrator makes an API token in the panel, sees it once, and revokes it.

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

/** A fresh page that notes console errors (CSP refusals among them), failed requests and every address asked for. */
async function watchedPage(problems: string[], requested: string[] = []): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on("console", (message) => {
    // Monaco only warns when it cannot start a worker (and runs the work on the page instead).
    if (message.type() === "error" || /worker|Content.Security.Policy|refused/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("requestfailed", (request) => {
    // A reload stops what is still loading (a Monaco worker, say): that is the test's doing, not
    // a failure. A refusal (by the CSP, a 404 or a broken connection) has another reason.
    const reason = request.failure()?.errorText;
    if (reason !== "net::ERR_ABORTED") problems.push(`failed: ${request.url()} (${reason})`);
  });
  page.on("request", (request) => requested.push(request.url()));
  return page;
}

/** GraphiQL at /graphql, its editors ready (Monaco loaded, with its workers). */
async function openExplorer(page: Page): Promise<void> {
  const response = await page.goto(`${server.url}/graphql`);
  expect(response!.status()).toBe(200);
  await page.locator(".graphiql-container .monaco-editor").first().waitFor();
  await eventually(() => page.evaluate(() => Boolean((globalThis as { __MONACO?: unknown }).__MONACO))).toBe(true);
}

/** Sets one of GraphiQL's editors ("operation.graphql", "variables.json") through Monaco's models. */
async function setEditor(page: Page, name: string, text: string): Promise<void> {
  await page.evaluate(
    ([suffix, value]) => {
      const monaco = (globalThis as any).__MONACO;
      const model = monaco.editor.getModels().find((m: any) => m.uri.toString().endsWith(suffix));
      if (!model) throw new Error(`no editor ${suffix}`);
      model.setValue(value);
    },
    [name, text] as const,
  );
}

/** The response editor's text. */
function resultOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const monaco = (globalThis as any).__MONACO;
    return (
      monaco.editor
        .getModels()
        .find((m: any) => m.uri.toString().endsWith("response.json"))
        ?.getValue() ?? ""
    );
  });
}

const runButton = (page: Page) => page.getByRole("button", { name: /^Execute query/ });

/** A read-only API token, made by an administrator through the API. */
async function makeToken(): Promise<string> {
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const made = await admin.request(`mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`, {
    input: { name: "Explorer test", scope: "read" },
  });
  expect(made.errors).toBeUndefined();
  return made.data!.createApiToken.token as string;
}

describe("the API explorer (GraphiQL)", () => {
  it("opens at /graphql under the site's CSP with no console error, every file from the site itself", async () => {
    const problems: string[] = [];
    const requested: string[] = [];
    const page = await watchedPage(problems, requested);
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await openExplorer(page);
    await page.waitForLoadState("networkidle");
    // Monaco's workers started, from the site's own files: GraphQL's (completion, errors) and the editor's.
    await eventually(() =>
      workers
        .filter((url) => url.startsWith(`${server.url}/explorer-assets/`))
        .map((url) => /\/(\w+)\.worker/.exec(url)?.[1])
        .sort(),
    ).toEqual(expect.arrayContaining(["editor", "graphql"]));
    const csp = (await page.request.get(`${server.url}/graphql`, { headers: { accept: "text/html" } })).headers()["content-security-policy"]!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    // The schema's introspection ran: the editor knows the types (no "schema could not be loaded").
    await eventually(() => page.locator(".graphiql-container").innerText()).not.toContain("Error fetching schema");
    expect(requested.filter((url) => !url.startsWith(server.url) && !url.startsWith("blob:") && !url.startsWith("data:"))).toEqual([]);
    // The public site's own entry script is not among what the page loads.
    expect(requested.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(false);
    expect(await page.getByRole("link", { name: /Download the schema/ }).getAttribute("href")).toBe("/graphql/schema.graphql");
    expect(problems).toEqual([]);
  });

  it("runs a query with variables, and with the API token typed in its field sends it as a Bearer token", async () => {
    const token = await makeToken();
    const problems: string[] = [];
    const page = await watchedPage(problems);
    const authorizations: (string | undefined)[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url() === `${server.url}/graphql`) authorizations.push(request.headers().authorization);
    });
    await openExplorer(page);
    // Named as the explorer's opening query: GraphiQL takes an edited operation's name a moment
    // later (debounced), and a click within that moment would send the old name with the new text.
    await setEditor(page, "operation.graphql", "query Notices($limit: Int) { admissionConfirmations(limit: $limit) { totalCount } }");
    await setEditor(page, "variables.json", '{ "limit": 1 }');

    // As a visitor: the personal data is refused (sign in first).
    await runButton(page).click();
    await eventually(() => resultOf(page)).toContain('"UNAUTHENTICATED"');
    expect(await resultOf(page)).not.toContain('"totalCount"');

    // With the token: the same query reads it.
    await page.getByLabel("API token").fill(token);
    await runButton(page).click();
    await eventually(() => resultOf(page)).toContain('"totalCount"');
    expect(await resultOf(page)).not.toContain('"errors"');
    expect(authorizations.at(-1)).toBe(`Bearer ${token}`);
    // Kept for this tab's reloads, never written to the browser's lasting storage unless asked.
    await page.reload();
    await eventually(() => page.getByLabel("API token").inputValue()).toBe(token);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(token);
    expect(problems).toEqual([]);
  });

  it("lets the user choose which of two operations to run", async () => {
    const problems: string[] = [];
    const page = await watchedPage(problems);
    const operationNames: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url() === `${server.url}/graphql`) operationNames.push(JSON.parse(request.postData() ?? "{}").operationName ?? "");
    });
    await openExplorer(page);
    await setEditor(page, "operation.graphql", "query Notices { notices(limit: 1) { totalCount } }\nquery Events { events(limit: 1) { totalCount } }");
    // Once GraphiQL has read the two operations, the run button opens a menu of them.
    await eventually(() => runButton(page).getAttribute("aria-haspopup")).toBe("menu");
    await runButton(page).click();
    await page.getByRole("menuitem", { name: "Events" }).click();
    await eventually(() => resultOf(page)).toContain('"events"');
    expect(await resultOf(page)).not.toContain('"notices"');
    expect(operationNames.at(-1)).toBe("Events");
    expect(problems).toEqual([]);
  });

  it("shows the schema's descriptions in the docs", async () => {
    const problems: string[] = [];
    const page = await watchedPage(problems);
    await openExplorer(page);
    await page.getByRole("button", { name: "Show Documentation Explorer" }).click();
    const docs = page.locator(".graphiql-doc-explorer");
    await docs.getByText("Query", { exact: true }).first().click();
    await eventually(() => docs.innerText()).toContain("What can be read.");
    await docs
      .locator("a", { hasText: /^Notice$/ })
      .first()
      .click();
    await eventually(() => docs.innerText()).toContain("A notice on the home page: a link, a PDF or both.");
    // The page's own part (GraphiQL's has findings of its own: its docs' link colours, its tabs).
    expect(await seriousAxeFindings(page, { within: ".ex-header" })).toEqual([]);
    expect(problems).toEqual([]);
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
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
