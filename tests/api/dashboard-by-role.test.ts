import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { GraphQLTestClient } from "../support/graphql.js";
import { signedInAccount } from "../support/accounts.js";
import { startTestServer, type TestServer } from "../support/server.js";

// The panel's dashboard is one request (client/src/admin/views/dashboard-document.ts). An
// account limited to some departments or some types reads the public forms' submissions only
// within its reach: the dashboard asks for those lists only (its variables, from the account's
// reach), so every role's dashboard answers.

let server: TestServer;
const DASHBOARD = readFileSync(new URL("../../client/src/graphql/content-operations/admin-dashboard.graphql", import.meta.url), "utf8");
const PASSWORD = "a long enough password 1";

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function signedIn(email: string, role: Record<string, unknown>): Promise<GraphQLTestClient> {
  const admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  return signedInAccount(admin, server.url, email, PASSWORD, role);
}

describe("the dashboard's request", () => {
  it.each([
    ["a department's editor", "computer.editor@college.example", { role: "EDITOR", departments: ["computer"] }],
    ["a notices clerk (one type, college-wide)", "placements@college.example", { role: "EDITOR", contentTypes: ["notice"] }],
    ["a viewer", "viewer@college.example", { role: "VIEWER" }],
  ])("answers %s with the variables the panel sends", async (_who, email, role) => {
    const client = await signedIn(email, role);
    const me = await client.request("{ me { role departments contentTypes } }");
    expect(me.errors).toBeUndefined();
    const { dashboardVariables } = await import("../../client/src/admin/views/dashboard-document.js");
    const answer = await client.request(DASHBOARD, dashboardVariables(me.data!.me));
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.recentChanges).toBeDefined();
  });
});
