import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holiday } from "../../server/src/content/types/holidays.js";
import { sortableFields } from "../../server/src/content/sorting.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// A list's `orderBy` argument (the manage tables' sorting by column): a table column or
// createdAt/updatedAt, either way, pages that never overlap, capitals ignored in text, the same
// on SQLite and PostgreSQL; any other field refused with a plain message.

let server: TestServer;
let admin: GraphQLTestClient;

const LIST = `query ($orderBy: ListOrder, $limit: Int, $offset: Int) {
  holidays(orderBy: $orderBy, limit: $limit, offset: $offset) { totalCount items { id title date } }
}`;
type Row = { id: string; title: string; date: string };
type Page = { holidays: { totalCount: number; items: Row[] } };

// Written in an order that is none of the sorted ones; "apple day" is lower-case on purpose.
const ROWS = [
  { title: "Diwali", date: "2026-11-08" },
  { title: "apple day", date: "2026-03-01" },
  { title: "Republic Day", date: "2026-01-26" },
  { title: "Christmas", date: "2026-12-25" },
  { title: "Buddha Purnima", date: "2026-05-01" },
];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  for (const input of ROWS) {
    const created = await admin.request(`mutation ($input: CreateHolidayInput!) { createHoliday(input: $input) { id } }`, { input });
    expect(created.errors).toBeUndefined();
  }
});

afterAll(async () => {
  await server?.close();
});

async function titles(orderBy: unknown, limit = 20, offset = 0): Promise<string[]> {
  const result = await admin.request<Page>(LIST, { orderBy, limit, offset });
  expect(result.errors).toBeUndefined();
  return result.data!.holidays.items.map((row) => row.title);
}

describe("orderBy on list queries", () => {
  it("keeps the type's own order without it (holidays by date)", async () => {
    expect(await titles(undefined)).toEqual(["Republic Day", "apple day", "Buddha Purnima", "Diwali", "Christmas"]);
  });

  it("sorts by a text column without regard to capitals, both ways", async () => {
    const up = ["apple day", "Buddha Purnima", "Christmas", "Diwali", "Republic Day"];
    expect(await titles({ field: "title", direction: "ASC" })).toEqual(up);
    expect(await titles({ field: "title", direction: "DESC" })).toEqual([...up].reverse());
    // The direction defaults to ascending.
    expect(await titles({ field: "title" })).toEqual(up);
  });

  it("sorts by a date column, and pages through the sorted list without overlap", async () => {
    const newestFirst = ["Christmas", "Diwali", "Buddha Purnima", "apple day", "Republic Day"];
    expect(await titles({ field: "date", direction: "DESC" })).toEqual(newestFirst);
    const pages = [
      await titles({ field: "date", direction: "DESC" }, 2, 0),
      await titles({ field: "date", direction: "DESC" }, 2, 2),
      await titles({ field: "date", direction: "DESC" }, 2, 4),
    ];
    expect(pages).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4)]);
  });

  it("sorts by when rows were added or changed", async () => {
    for (const [field, direction] of [
      ["createdAt", "ASC"],
      ["updatedAt", "DESC"],
    ] as const) {
      const result = await admin.request<{ holidays: { items: Record<string, string>[] } }>(
        `query ($orderBy: ListOrder) { holidays(orderBy: $orderBy) { items { ${field} } } }`,
        { orderBy: { field, direction } },
      );
      expect(result.errors).toBeUndefined();
      const times = result.data!.holidays.items.map((row) => Date.parse(row[field]!));
      expect(times).toHaveLength(ROWS.length);
      expect(times).toEqual([...times].sort((a, b) => (direction === "ASC" ? a - b : b - a)));
    }
  });

  it("works for visitors too, on a public list", async () => {
    const result = await new GraphQLTestClient(server.url).request<Page>(LIST, { orderBy: { field: "title", direction: "DESC" } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.holidays.items[0]!.title).toBe("Republic Day");
  });

  it("refuses a field that is not a sortable column, naming the ones that are", async () => {
    expect(sortableFields(holiday)).toEqual(["date", "title", "createdAt", "updatedAt"]);
    for (const field of ["circularPdf", "id", "nonsense", "title; DROP TABLE holiday"]) {
      const result = await admin.request<Page>(LIST, { orderBy: { field, direction: "ASC" } });
      expect(result.data?.holidays ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(result.errors?.[0]?.message).toContain("cannot be sorted by");
      expect(result.errors?.[0]?.message).toContain("Sort by one of: date, title, createdAt, updatedAt.");
    }
  });

  it("refuses a direction other than ASC or DESC before any resolver runs", async () => {
    const result = await admin.request<Page>(LIST, { orderBy: { field: "title", direction: "UP" } });
    expect(result.errors?.[0]?.message).toMatch(/SortDirection/);
  });
});

// Issue 34, item 9f: every list page says whether another follows, from the count it already has.
describe("hasNextPage on list pages", () => {
  it("is true before a list's last page and false on it, asked with or without totalCount", async () => {
    const HAS_NEXT = `query ($limit: Int, $offset: Int) { holidays(limit: $limit, offset: $offset) { hasNextPage items { id } } }`;
    const pages: boolean[] = [];
    for (const offset of [0, 2, 4]) {
      const result = await admin.request<{ holidays: { hasNextPage: boolean } }>(HAS_NEXT, { limit: 2, offset });
      expect(result.errors).toBeUndefined();
      pages.push(result.data!.holidays.hasNextPage);
    }
    expect(pages).toEqual([true, true, false]);
    const counted = await admin.request<{ holidays: { totalCount: number; hasNextPage: boolean } }>(`{ holidays(limit: 5) { totalCount hasNextPage } }`);
    expect(counted.data!.holidays).toEqual({ totalCount: 5, hasNextPage: false });
  });

  it("is answered by the audit log and the trash too", async () => {
    const audit = await admin.request<{ auditLog: { totalCount: number; hasNextPage: boolean } }>(`{ auditLog(limit: 1) { totalCount hasNextPage } }`);
    expect(audit.errors).toBeUndefined();
    expect(audit.data!.auditLog.totalCount).toBeGreaterThan(1);
    expect(audit.data!.auditLog.hasNextPage).toBe(true);
    const last = await admin.request<{ auditLog: { hasNextPage: boolean } }>(`query ($offset: Int) { auditLog(limit: 1, offset: $offset) { hasNextPage } }`, {
      offset: audit.data!.auditLog.totalCount - 1,
    });
    expect(last.data!.auditLog.hasNextPage).toBe(false);
    const trash = await admin.request<{ trash: { totalCount: number; hasNextPage: boolean } }>(`{ trash(type: "holiday") { totalCount hasNextPage } }`);
    expect(trash.data!.trash).toEqual({ totalCount: 0, hasNextPage: false });
  });
});
