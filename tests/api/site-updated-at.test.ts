import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// siteUpdatedAt: when published content last changed, for the footer's "Last updated". It is
// set in the same transaction as the content version, so a cached public answer never shows
// an older date than the content it sits beside.

const QUERY = `{ siteUpdatedAt }`;

let server: TestServer;
let admin: GraphQLTestClient;
let visitor: GraphQLTestClient;

beforeAll(async () => {
  server = await startTestServer({});
  admin = new GraphQLTestClient(server.url);
  visitor = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

async function updatedAt(): Promise<string | null> {
  const result = await visitor.request(QUERY);
  expect(result.errors).toBeUndefined();
  return (result.data as { siteUpdatedAt: string | null }).siteUpdatedAt;
}

async function addNotice(title: string): Promise<void> {
  const created = await admin.request(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`, {
    input: { title, date: "2026-11-01", link: "https://example.org/notice" },
  });
  expect(created.errors).toBeUndefined();
}

describe("siteUpdatedAt", () => {
  it("is null before any content is written, then the time of the latest write, for visitors", async () => {
    expect(await updatedAt()).toBeNull();

    const before = Date.now();
    await addNotice("Footer date test notice");
    const first = await updatedAt();
    expect(first).not.toBeNull();
    expect(Date.parse(first!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first!)).toBeLessThanOrEqual(Date.now() + 1000);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await addNotice("Second footer date test notice");
    const second = await updatedAt();
    expect(Date.parse(second!)).toBeGreaterThan(Date.parse(first!));
  });
});
