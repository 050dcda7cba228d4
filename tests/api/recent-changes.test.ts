import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { department } from "../../server/src/content/types/site.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// recentChanges: the admin dashboard's rows changed last, across every content type.

let server: TestServer;
let admin: GraphQLTestClient;

const RECENT = `query ($limit: Int) { recentChanges(limit: $limit) { type id title updatedAt } }`;
type Change = { type: string; id: string; title: string; updatedAt: string };

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

describe("recentChanges", () => {
  it("is for administrators only", async () => {
    const result = await new GraphQLTestClient(server.url).request(RECENT);
    expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("lists an edit to a row that its type's own order puts last first, then the rest newest first", async () => {
    const list = department.graphql.list;
    const departments = await admin.request<Record<string, { items: { id: string }[] }>>(`{ ${list}(limit: 100) { items { id } } }`);
    const last = departments.data![list]!.items.at(-1)!;
    const edited = await admin.request(`mutation ($id: ID!) { updateDepartment(id: $id, input: { name: "Recently Renamed Department" }) { id } }`, {
      id: last.id,
    });
    expect(edited.errors).toBeUndefined();

    const result = await admin.request<{ recentChanges: Change[] }>(RECENT, { limit: 5 });
    expect(result.errors).toBeUndefined();
    const changes = result.data!.recentChanges;
    expect(changes).toHaveLength(5);
    expect(changes[0]).toMatchObject({ type: "department", id: last.id, title: "Recently Renamed Department" });
    const times = changes.map((c) => Date.parse(c.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("refuses a limit outside 1 to 50 with a plain message", async () => {
    const result = await admin.request(RECENT, { limit: 0 });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toMatch(/between 1 and 50/);
  });
});
