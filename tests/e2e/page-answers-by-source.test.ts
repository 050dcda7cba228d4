import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt } from "./browser.js";

// A page's answers are kept while what they read is unchanged: after a change to one type (or
// to the settings), a page that never read it is drawn again from its kept answers, and a page
// that read it asks again and shows the change. Counted by the page's Server-Timing header.

const NEWS_PAGE = "/gps-in-news";

let server: TestServer;
let admin: GraphQLTestClient;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

/** The page as a visitor gets it, drawn for this request (not from the page cache), and how many of its queries ran for it. */
async function visit(path: string): Promise<{ html: string; asked: number; queries: number }> {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  const timing = response.headers.get("server-timing") ?? "";
  const counts = /data;dur=[\d.]+;desc="(\d+) of (\d+) queries asked"/.exec(timing);
  expect(counts, `Server-Timing: ${timing}`).not.toBeNull();
  return { html: await response.text(), asked: Number(counts![1]), queries: Number(counts![2]) };
}

/** The moment the footer's "Last updated" names. */
function lastUpdatedOf(html: string): string | undefined {
  return /Last updated:(?:<!-- -->)?\s*<time dateTime="([^"]+)"/i.exec(html)?.[1];
}

async function siteUpdatedAt(): Promise<string> {
  const result = await admin.request("query { siteUpdatedAt }");
  expect(result.errors).toBeUndefined();
  return result.data!.siteUpdatedAt;
}

async function firstRowOf(list: string): Promise<{ id: string; title: string }> {
  const result = await admin.request(`query { ${list}(limit: 1) { items { id title } } }`);
  expect(result.errors).toBeUndefined();
  return result.data![list].items[0];
}

describe("a page's kept answers after a change", () => {
  it("are used again when the change is to what the page never read, and asked again when it is", async () => {
    const first = await visit(NEWS_PAGE);
    expect(first.asked).toBe(first.queries);
    expect(first.queries).toBeGreaterThanOrEqual(2); // the layout's and the page's own

    // A notice: this page never reads notices, and it is drawn again from what it kept, but for
    // the footer's "Last updated", which names the moment of any change.
    const notice = await firstRowOf("notices");
    const noticeSaved = await admin.request(`mutation ($id: ID!) { updateNotice(id: $id, input: { title: "A notice changed meanwhile" }) { id } }`, { id: notice.id });
    expect(noticeSaved.errors).toBeUndefined();
    const afterNotice = await visit(NEWS_PAGE);
    expect(lastUpdatedOf(afterNotice.html)).toBe(await siteUpdatedAt());
    expect(lastUpdatedOf(afterNotice.html)).not.toBe(lastUpdatedOf(first.html));
    expect(afterNotice.asked).toBe(1);

    // The settings: the layout (the footer's address) asks again, the news list does not.
    const address = "Changed Road, Sakoli";
    const settingsSaved = await admin.request(`mutation ($a: String) { updateSiteSettings(input: { address: $a }) { address } }`, { a: address });
    expect(settingsSaved.errors).toBeUndefined();
    const afterSettings = await visit(NEWS_PAGE);
    expect(afterSettings.html).toContain(address);
    expect(afterSettings.asked).toBeGreaterThanOrEqual(1);
    expect(afterSettings.asked).toBeLessThan(afterSettings.queries);

    // A news item: the news list asks again and shows it, the layout's answer is kept.
    const news = await firstRowOf("gpsNews");
    const newsSaved = await admin.request(`mutation ($id: ID!) { updateGpsNews(id: $id, input: { title: "A news item retitled" }) { id } }`, { id: news.id });
    expect(newsSaved.errors).toBeUndefined();
    const afterNews = await visit(NEWS_PAGE);
    expect(afterNews.html).toContain("A news item retitled");
    expect(afterNews.html).toContain(address);
    expect(afterNews.asked).toBeGreaterThanOrEqual(1);
    expect(afterNews.asked).toBeLessThan(afterNews.queries);
  });
});
