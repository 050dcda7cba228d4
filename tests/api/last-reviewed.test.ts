import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// "Last reviewed" (issue 18): confirmReviewed sets a page text's review date to the college's
// today (India, from the server's clock, driven here) without touching the text, through a
// normal save (a new version in the History) recorded once in the audit log as "reviewed"; the
// dashboard lists the texts not reviewed for a year. The clock stands at 20:00 UTC, when India
// is already on the next day.

const DAY = 24 * 60 * 60 * 1000;
const clock = new Date("2026-06-10T20:00:00Z");
const INDIA_TODAY = "2026-06-11";
const daysBefore = (days: number) => new Date(clock.getTime() + 5.5 * 60 * 60 * 1000 - days * DAY).toISOString().slice(0, 10);

let server: TestServer;
let admin: GraphQLTestClient;
let visitor: GraphQLTestClient;

const CREATE = `mutation ($input: CreatePageTextInput!) { createPageText(input: $input) { id } }`;
const GET = `query ($id: ID!) { pageText(id: $id) { key title body lastReviewedOn updatedAt } }`;
const CONFIRM = `mutation ($type: String!, $id: ID!) { confirmReviewed(type: $type, id: $id) { id reviewedOn updatedAt } }`;
const HISTORY = `query ($id: ID!) { revisions(type: "pageText", id: $id) { number current changes { field from to } } }`;
const LOG = `query ($filter: AuditFilter) { auditLog(filter: $filter, limit: 100) { items { action type rowId } } }`;
const DUE = `{ notReviewedSince { type typeLabel id title reviewedOn } }`;

async function createText(key: string, title: string, lastReviewedOn: string | null): Promise<string> {
  const result = await admin.request(CREATE, { input: { key, title, body: `# ${title}\n\nThe text as the college wrote it.`, lastReviewedOn } });
  expect(result.errors).toBeUndefined();
  return result.data!.createPageText.id;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = new GraphQLTestClient(server.url);
  visitor = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

describe("confirmReviewed", () => {
  it("sets the date to the college's today, keeps the text, keeps a version and leaves one audit entry 'reviewed'", async () => {
    const id = await createText("about/vision", "Vision", daysBefore(400));
    const before = (await admin.request(GET, { id })).data!.pageText;

    const confirmed = await admin.request(CONFIRM, { type: "pageText", id });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmReviewed).toMatchObject({ id, reviewedOn: INDIA_TODAY });

    const after = (await admin.request(GET, { id })).data!.pageText;
    expect(after).toMatchObject({ key: before.key, title: before.title, body: before.body, lastReviewedOn: INDIA_TODAY });
    expect(after.updatedAt).toBe(confirmed.data!.confirmReviewed.updatedAt);

    const versions = (await admin.request(HISTORY, { id })).data!.revisions as { number: number; current: boolean; changes: { field: string; to: string }[] }[];
    expect(versions).toHaveLength(2);
    expect(versions[0]!.current).toBe(true);
    expect(versions[0]!.changes.map((change) => change.field)).toEqual(["lastReviewedOn"]);

    const entries = (await admin.request(LOG, { filter: { type: "pageText" } })).data!.auditLog.items as { action: string; rowId: number }[];
    const ofRow = entries.filter((entry) => String(entry.rowId) === id).map((entry) => entry.action);
    expect(ofRow).toEqual(["reviewed", "create"]);
  });

  it("is refused for a type without a review date, for a row that is not there, and for visitors, changing nothing", async () => {
    const id = await createText("about/mission", "Mission", null);

    const holiday = await admin.request(CONFIRM, { type: "holiday", id });
    expect(holiday.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(holiday.errors?.[0]?.message).toMatch(/no "last reviewed" date/);

    const missing = await admin.request(CONFIRM, { type: "pageText", id: "999999" });
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");

    const anonymous = await visitor.request(CONFIRM, { type: "pageText", id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await admin.request(GET, { id })).data!.pageText.lastReviewedOn).toBeNull();
    expect((await visitor.request(DUE)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("the dashboard's texts not reviewed for a year", () => {
  it("lists a text reviewed 400 days ago and one never reviewed, not one reviewed yesterday", async () => {
    await createText("about/old", "Reviewed long ago", daysBefore(400));
    await createText("about/recent", "Reviewed yesterday", daysBefore(1));
    await createText("about/never", "Never reviewed", null);

    const due = await admin.request(DUE);
    expect(due.errors).toBeUndefined();
    const items = due.data!.notReviewedSince as { type: string; typeLabel: string; title: string; reviewedOn: string | null }[];
    const titles = items.map((item) => item.title);
    expect(titles).toContain("Reviewed long ago");
    expect(titles).not.toContain("Reviewed yesterday");
    // Confirmed in the test before: reviewed today.
    expect(titles).not.toContain("Vision");
    // Never reviewed first, then oldest.
    expect(titles.indexOf("Never reviewed")).toBeLessThan(titles.indexOf("Reviewed long ago"));
    expect(items.find((item) => item.title === "Reviewed long ago")).toEqual(
      expect.objectContaining({ type: "pageText", typeLabel: "Page text", reviewedOn: daysBefore(400) }),
    );
    expect(items.find((item) => item.title === "Never reviewed")?.reviewedOn).toBeNull();
  });
});
