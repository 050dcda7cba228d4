import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { pdfFile } from "../support/samples.js";
import { startTestServer, type TestServer } from "../support/server.js";

// The academic holiday list (content/types/holidays.ts): administrators write it, with an
// optional circular; anyone reads it, in date order, as the academic calendar page shows it.

let server: TestServer;
let admin: GraphQLTestClient;
let visitor: GraphQLTestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  visitor = new GraphQLTestClient(server.url);
});

afterAll(async () => {
  await server?.close();
});

const CREATE = `mutation ($input: CreateHolidayInput!) { createHoliday(input: $input) { id date title circularPdf } }`;

describe("holidays", () => {
  it("are added by an administrator, with or without a circular", async () => {
    for (const input of [
      { date: "2026-01-26", title: "Republic Day" },
      { date: "2025-10-20", title: "Diwali vacation begins", circularPdf: await pdfFile("diwali.pdf") },
      { date: "2025-08-15", title: "Independence Day" },
    ]) {
      const created = await admin.request(CREATE, { input });
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    }
  });

  it("are listed to every visitor in date order, the circular as a stored PDF", async () => {
    const listed = await visitor.request(`query { holidays { totalCount items { date title circularPdf circularPdfInfo { contentType } } } }`);
    expect(listed.errors, JSON.stringify(listed.errors)).toBeUndefined();
    const { totalCount, items } = listed.data!.holidays;
    expect(totalCount).toBe(3);
    expect(items.map((h: { date: string; title: string }) => [h.date, h.title])).toEqual([
      ["2025-08-15", "Independence Day"],
      ["2025-10-20", "Diwali vacation begins"],
      ["2026-01-26", "Republic Day"],
    ]);
    expect(items[1].circularPdf).toMatch(/^\/uploads\/holiday\/.+\.pdf$/);
    expect(items[1].circularPdfInfo).toEqual({ contentType: "application/pdf" });
    expect(items[0].circularPdf).toBeNull();
  });

  it("are found by a word of their title", async () => {
    const found = await visitor.request(`query { holidays(search: "diwali") { items { title } } }`);
    expect(found.data!.holidays.items).toEqual([{ title: "Diwali vacation begins" }]);
  });

  it("refuse a visitor's write and a missing date, naming the field", async () => {
    const refused = await visitor.request(CREATE, { input: { date: "2026-05-01", title: "Maharashtra Day" } });
    expect(refused.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const missing = await admin.request(CREATE, { input: { date: "", title: "Maharashtra Day" } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ field: "date" });
  });
});
