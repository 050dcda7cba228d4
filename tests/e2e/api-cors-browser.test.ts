import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";

// Issue 34, item 1: a page on a site the clerk allowed calls the API from a real browser. With
// the client built, the explorer's route answers GET /graphql too; the browser's preflight of a
// JSON POST must still reach the CORS handler (tests/api/api-cors.test.ts runs without the
// client, so it never met the explorer). The page is served by a second HTTP server on another
// port, so its origin is another site's.

let server: TestServer;
let site: Server;
let siteOrigin: string;
let browser: Browser;
let admin: GraphQLTestClient;

const SITE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Department site</title></head><body><p>Department site</p></body></html>`;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: false, env: { SERVE_CLIENT: "true" } });
  site = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(SITE_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const saved = await admin.request(`mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { apiOrigins } }`, {
    input: {
      instituteName: "Test Polytechnic",
      address: "1 College Road",
      phone: "0240-2334455",
      email: "office@college.example",
      establishedYear: 1960,
      apiOrigins: [siteOrigin],
    },
  });
  expect(saved.errors).toBeUndefined();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await server?.close();
});

interface PageFetch {
  status?: number;
  body?: { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  rateLimit?: string | null;
  /** The browser refused the answer (a failed preflight or no Access-Control-Allow-Origin). */
  failed?: string;
}

/** fetch() POST of JSON from the department site's page to the college's API, as its script would. */
function postFromPage(page: Page, query: string, token?: string): Promise<PageFetch> {
  return page.evaluate(
    async ({ url, query, token }) => {
      try {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (token) headers.authorization = `Bearer ${token}`;
        const response = await fetch(url, { method: "POST", headers, body: JSON.stringify({ query }) });
        return { status: response.status, body: await response.json(), rateLimit: response.headers.get("ratelimit") };
      } catch (error) {
        return { failed: String(error) };
      }
    },
    { url: `${server.url}/graphql`, query, token },
  );
}

async function departmentPage(): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${siteOrigin}/`);
  return page;
}

describe("a page on an allowed site, in Chromium, with the client built", () => {
  it("reads the API with a JSON POST (a preflighted request)", async () => {
    const page = await departmentPage();
    const answer = await postFromPage(page, "{ notices(limit: 2) { totalCount } }");
    expect(answer.failed).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(answer.body!.errors).toBeUndefined();
    expect(typeof answer.body!.data!.notices.totalCount).toBe("number");
  });

  it("writes with an API token in Authorization, and reads the exposed rate-limit header", async () => {
    const made = await admin.request(`mutation { createApiToken(input: { name: "Department site", scope: write, types: ["notice"] }) { token } }`);
    expect(made.errors).toBeUndefined();
    const token = made.data!.createApiToken.token as string;
    const page = await departmentPage();
    const answer = await postFromPage(
      page,
      `mutation { createNotice(input: { title: "From the department's page", date: "2099-03-01", link: "https://example.org/" }) { title } }`,
      token,
    );
    expect(answer.failed).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(answer.body!.errors).toBeUndefined();
    expect(answer.body!.data!.createNotice.title).toBe("From the department's page");
    expect(answer.rateLimit).toBeTruthy();
    // Without the token the same page may not write.
    const refused = await postFromPage(page, `mutation { createNotice(input: { title: "No token", date: "2099-03-02", link: "https://example.org/" }) { title } }`);
    expect(refused.status).toBe(403);
    expect(refused.body!.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("names every method /graphql takes to a plain OPTIONS, not only the explorer route's", async () => {
    const options = await fetch(`${server.url}/graphql`, { method: "OPTIONS" });
    expect(options.status).toBeLessThan(300);
    expect(options.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("still gets the explorer's page at /graphql in a browser on the site itself", async () => {
    const page = await (await browser.newContext()).newPage();
    const response = await page.goto(`${server.url}/graphql`);
    expect(response!.status()).toBe(200);
    expect(response!.headers()["content-type"]).toContain("text/html");
  });
});
