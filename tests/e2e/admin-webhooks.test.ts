import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// The Webhooks view: an administrator adds a webhook for notices (to a receiver in this test, on
// 127.0.0.1, so private addresses are allowed in the settings), copies its secret, adds a
// notice, and sees the delivery's outcome; the receiver checks the signature; then deletes it.

let server: TestServer;
let browser: Browser;
let page: Page;
let receiver: Server;
let receiverUrl: string;
const errors: string[] = [];
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  assertClientBuilt();
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/college-hook`;
  server = await startTestServer({ env: { SERVE_CLIENT: "true" } });
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const saved = await admin.request(`mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { instituteName } }`, {
    input: {
      instituteName: "Test Polytechnic",
      address: "Sakoli",
      phone: "9000000000",
      email: "office@college.example",
      establishedYear: 1990,
      webhooksToPrivateAddresses: true,
    },
  });
  expect(saved.errors).toBeUndefined();
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

describe("the Webhooks view", () => {
  let secret = "";

  it("adds a webhook and shows its secret once", async () => {
    await page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Webhooks" }).click();
    await eventually(headingOf(page)).toBe("Webhooks");
    await page.getByLabel("Address of the receiver").fill(receiverUrl);
    // "Only the chosen kinds" with none ticked is refused, not sent as an empty list (which the
    // server reads as every type).
    await page.getByRole("radio", { name: "Only the kinds chosen below" }).check();
    await page.getByRole("button", { name: "Add webhook" }).click();
    await eventually(() => page.locator("#webhook-types-error").textContent()).toBe("Choose at least one kind of content, or choose all of them.");
    expect(await page.getByText(/The webhook was not added\. Choose at least one kind/).count()).toBe(1);
    expect(await page.getByText("No webhooks yet.").count()).toBe(1);
    // Told of notices only: the notice added below is still delivered.
    await page.getByLabel("Notices", { exact: true }).check();
    await page.getByRole("button", { name: "Add webhook" }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Added:" }).count()).toBe(1);
    secret = await page.locator("#webhook-secret").inputValue();
    expect(secret).toMatch(/^whsec_/);
    await eventually(() => page.getByText("Nothing sent yet.").count()).toBe(1);
    expect(await page.locator("article.admin-webhook").innerText()).toContain("Notices; Added or published");
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("shows the delivery's outcome after a notice is added", async () => {
    await page.goto(`${server.url}/admin-login/add-notice`, { waitUntil: "networkidle" });
    await page.locator("#field-title").fill("Webhook browser test notice");
    await page.locator("#field-date").fill("2026-11-02");
    await page.locator("#field-link").fill("https://example.org/notice");
    await page.getByRole("button", { name: "Submit" }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Saved" }).count()).toBe(1);

    await page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Webhooks" }).click();
    const row = page.locator('tr[data-status="delivered"]');
    await eventually(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/Added or published: Notices “Webhook browser test notice”[\s\S]*Delivered \(HTTP 200\)/);

    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    const expected = `sha256=${createHmac("sha256", secret).update(`${headers["x-webhook-timestamp"]}.${body}`).digest("hex")}`;
    expect(headers["x-webhook-signature"]).toBe(expected);
    expect(JSON.parse(body)).toMatchObject({ event: "create", type: "notice", title: "Webhook browser test notice" });
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("deletes the webhook after a confirmation", async () => {
    await page.locator("article.admin-webhook").getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Deleted the webhook" }).count()).toBe(1);
    await eventually(() => page.getByText("No webhooks yet.").count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
