import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentTypeSpec } from "../../server/src/content/define.js";
import { FIELD_KINDS } from "../../server/src/content/kinds/index.js";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import type { TestFile } from "../support/graphql.js";
import { sampleValue } from "../support/samples.js";
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";

// Every content type through the registry-built screens: fill its add form with sample values
// (widget by widget, as a clerk would), see it counted in its manage table, delete it there.

let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
  await page.getByLabel("E-mail").fill(TEST_ADMIN_EMAIL);
  await page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The ids of every row of a type, through the API with the page's session. */
async function ids(spec: ContentTypeSpec): Promise<string[]> {
  const query = `{ ${spec.graphql.list}(limit: 100) { items { id } } }`;
  return page.evaluate(async (q) => {
    const response = await fetch("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: q }) });
    const body = (await response.json()) as { data: Record<string, { items: { id: string }[] }> };
    return Object.values(body.data)[0]!.items.map((item) => item.id);
  }, query);
}

async function fill(spec: ContentTypeSpec): Promise<void> {
  for (const [name, field] of Object.entries(spec.fields)) {
    const input = page.locator(`#field-${name}`);
    const value = await sampleValue(name, field, []);
    switch (FIELD_KINDS[field.kind].widget) {
      case "pdf":
      case "image": {
        const file = value as TestFile;
        await input.setInputFiles({ name: file.name, mimeType: file.type, buffer: Buffer.from(file.bytes) });
        break;
      }
      case "department":
        await expect.poll(() => input.locator("option").count()).toBeGreaterThan(1);
        await input.selectOption({ index: 1 });
        break;
      case "session":
        await expect.poll(() => input.locator("option").count()).toBeGreaterThan(1);
        await input.selectOption(String(value));
        break;
      case "semester":
      case "select":
        await input.selectOption(String(value));
        break;
      case "checkbox":
        await input.check();
        break;
      case "lines":
        await input.fill((value as string[]).join("\n"));
        break;
      case "members": {
        const members = value as { name: string; mobile: string }[];
        for (const [index, member] of members.entries()) {
          await page.getByRole("button", { name: "Add member" }).click();
          await page.getByLabel(`Member ${index + 1} name`).fill(member.name);
          await page.getByLabel(`Member ${index + 1} mobile`).fill(member.mobile);
        }
        break;
      }
      default:
        await input.fill(String(value));
    }
  }
}

describe("every content type through its add form and manage table", () => {
  it.each(CONTENT_TYPE_LIST.map((spec) => [spec.key, spec] as const))("%s", async (_key, spec) => {
    const before = await ids(spec);
    await page.goto(`${server.url}/admin-login/${spec.admin.addRoute}`, { waitUntil: "networkidle" });
    await fill(spec);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(async () => (await page.getByRole("status").allInnerTexts()).join(" ") + (await page.getByRole("alert").allInnerTexts()).join(" "))
      .toContain("Saved");
    const after = await ids(spec);
    const added = after.filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);

    await page.goto(`${server.url}/admin-login/${spec.admin.manageRoute}`, { waitUntil: "networkidle" });
    await expect.poll(() => page.locator("nav.admin-pager span").innerText()).toContain(`of ${after.length}`);
    const row = page.locator(`tr[data-id="${added[0]}"]`);
    if ((await row.count()) === 1) {
      await row.getByRole("button", { name: "Delete" }).click();
      await row.getByRole("button", { name: "Yes, delete" }).click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Deleted" }).count()).toBe(1);
      expect(await ids(spec)).toEqual(before);
    }
    expect(errors).toEqual([]);
  });
});
