import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentTypeSpec } from "../../server/src/content/define.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { sampleInput } from "../support/samples.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Public forms are limited per address, in the database: a script sending hundreds of forms a
// second gets a few stored and the rest refused, counted across server instances; other
// addresses and signed-in administrators are not affected.

const PER_HOUR = 5;
let server: TestServer;
let second: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SUBMISSIONS_PER_HOUR: String(PER_HOUR), TRUST_PROXY: "1" } });
  second = await startTestServer({ sameDatabaseAs: server, env: { SUBMISSIONS_PER_HOUR: String(PER_HOUR), TRUST_PROXY: "1" } });
});

afterAll(async () => {
  await second?.stop();
  await server?.close();
});

const alumniSpec = CONTENT_TYPES.alumniRegistration as ContentTypeSpec;
const CREATE = `mutation ($input: CreateAlumniRegistrationInput!) { createAlumniRegistration(input: $input) { id } }`;

async function submit(url: string, address: string, n: number): Promise<{ status: number; code?: string; message?: string }> {
  const input = { ...(await sampleInput(alumniSpec, [])), fullName: `Quota Alumnus ${address} ${n}` };
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ query: CREATE, variables: { input } }),
  });
  const json = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: response.status, code: json.errors?.[0]?.extensions?.code, message: json.errors?.[0]?.message };
}

async function storedFrom(address: string): Promise<number> {
  const rows = await server.services.content.alumniRegistration.list(SYSTEM, { limit: 100, search: `Quota Alumnus ${address} ` });
  return rows.totalCount;
}

describe("public form quota per address", () => {
  it("stores the quota's worth of forms sent at the same moment and refuses the rest plainly", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => submit(server.url, "203.0.113.7", n)));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.filter((a) => a.code === undefined)).toHaveLength(PER_HOUR);
    const refused = answers.filter((a) => a.code !== undefined);
    expect(refused).toHaveLength(20 - PER_HOUR);
    expect(new Set(refused.map((a) => a.code))).toEqual(new Set(["RATE_LIMITED"]));
    expect(refused[0]!.message).toMatch(/^Too many forms have been sent from your network .* try again in about \d+ minutes?\.$/);
    expect(await storedFrom("203.0.113.7")).toBe(PER_HOUR);
  });

  it("shares the count with another server instance on the same database", async () => {
    const answer = await submit(second.url, "203.0.113.7", 99);
    expect(answer.code).toBe("RATE_LIMITED");
  });

  it("does not hold back another address", async () => {
    const answer = await submit(second.url, "198.51.100.20", 1);
    expect(answer.code).toBeUndefined();
    expect(await storedFrom("198.51.100.20")).toBe(1);
  });

  it("refuses the old alumni form's address too, with HTTP 429", async () => {
    const complete = Object.fromEntries(Object.entries(await sampleInput(alumniSpec, [])).map(([name, value]) => [name, String(value)]));
    const full = await fetch(`${server.url}/submit-to-sheet`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
      body: JSON.stringify(complete),
    });
    expect(full.status).toBe(429);
    expect(((await full.json()) as { message: string }).message).toMatch(/Too many forms/);
  });

  it("never limits a signed-in administrator entering forms", async () => {
    const admin = new GraphQLTestClient(server.url);
    await admin.signIn(server.adminEmail, server.adminPassword);
    for (let n = 0; n < PER_HOUR + 2; n++) {
      const result = await admin.request(CREATE, { input: { ...(await sampleInput(alumniSpec, [])), fullName: `Office entry ${n}` } });
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    }
  });
});
