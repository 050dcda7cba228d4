import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentTypeSpec, FilterName } from "../../server/src/content/define.js";
import { CONTENT_TYPE_LIST, CONTENT_TYPES } from "../../server/src/content/registry.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, signedInPage } from "./admin-session.js";

// The panel's manage tables offer the filters each type's registry entry names (`filters`), not
// a hand-kept few: semester lists by semester, galleries by gallery, documents by the page they
// are shown on, people and links by group. Each narrows the table to the rows the API finds.

let server: TestServer;
let browser: Browser;
let page: Page;
let admin: GraphQLTestClient;
const errors: string[] = [];

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pagerText = () => page.locator("nav.admin-pager span").innerText();

/** How many rows an administrator finds through the API (with a filter, if given), and the first page's values of one field. */
async function listOf(spec: ContentTypeSpec, field: string, filter: Record<string, unknown> = {}): Promise<{ totalCount: number; values: unknown[] }> {
  const names = Object.keys(filter);
  const variables = names.map((name) => `$${name}: ${typeof filter[name] === "number" ? "Int" : "String"}`);
  const args = ["limit: 100", ...names.map((name) => `${name}: $${name}`)];
  const query = `query ${variables.length > 0 ? `(${variables.join(", ")})` : ""} { page: ${spec.graphql.list}(${args.join(", ")}) { totalCount items { ${field} } } }`;
  const result = await admin.request<{ page: { totalCount: number; items: Record<string, unknown>[] } }>(query, filter);
  expect(result.errors).toBeUndefined();
  return { totalCount: result.data!.page.totalCount, values: result.data!.page.items.map((item) => item[field]) };
}

/** The pager's count ("… of 23") is exactly `count`. */
const counted = (count: number) => new RegExp(`of ${count}$`);

describe("the manage tables' filters", () => {
  it("are the ones each type's registry entry names, on every manage table", async () => {
    for (const spec of CONTENT_TYPE_LIST) {
      await page.goto(`${server.url}/admin-login/${spec.admin.manageRoute}`, { waitUntil: "networkidle" });
      const offered = await page.locator("form.admin-filters [id^='filter-']").evaluateAll((inputs) => inputs.map((input) => input.id));
      expect([spec.key, offered]).toEqual([spec.key, spec.filters.map((name) => `filter-${name}`)]);
    }
    expect(errors).toEqual([]);
  });

  const narrowing: [keyof typeof CONTENT_TYPES, FilterName][] = [
    ["curriculum", "semester"],
    ["galleryImage", "gallery"],
    ["document", "collection"],
    ["person", "group"],
  ];
  it.each(narrowing)("narrow the %s table by %s to the rows the API finds", async (key, filter) => {
    const spec = CONTENT_TYPES[key] as ContentTypeSpec;
    const all = await listOf(spec, filter);
    const chosen = all.values[0]!;
    const narrowed = (await listOf(spec, filter, { [filter]: chosen })).totalCount;
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all.totalCount);

    await page.goto(`${server.url}/admin-login/${spec.admin.manageRoute}`, { waitUntil: "networkidle" });
    await eventually(pagerText).toMatch(counted(all.totalCount));
    const control = page.locator(`#filter-${filter}`);
    if ((await control.evaluate((element) => element.tagName)) === "SELECT") await control.selectOption(String(chosen));
    else await control.fill(String(chosen));
    await eventually(pagerText).toMatch(counted(narrowed));
    expect(errors).toEqual([]);
  });
});
