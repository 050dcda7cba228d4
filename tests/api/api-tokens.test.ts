import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiToken } from "../../server/src/db/entities/index.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue 21, items 1 and 2: API tokens for third-party tools. Administrators make, list and
// revoke them; a tool sends `Authorization: Bearer <token>`. A read-only token reads and cannot
// write; a read-write token writes the types it names and no other; revoked and expired tokens
// get a plain 401; each token has a per-minute limit (429 with Retry-After and RateLimit
// headers); a token never reaches accounts, tokens or settings; a session cookie sent beside
// a token gives it no more power.

let server: TestServer;
let admin: GraphQLTestClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  data?: Record<string, any>;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function withToken(token: string, query: string, variables: Record<string, unknown> = {}, extra: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...extra },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await response.json()) as Omit<Answer, "status" | "headers">;
  return { status: response.status, headers: response.headers, ...json };
}

const CREATE_TOKEN = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name prefix scope types rateLimit expiresAt createdBy revokedAt lastUsedAt lastUsedFrom } }
}`;

async function makeToken(input: Record<string, unknown>): Promise<{ token: string; id: string; prefix: string }> {
  const answer = await admin.request(CREATE_TOKEN, { input });
  expect(answer.errors).toBeUndefined();
  const made = answer.data!.createApiToken;
  return { token: made.token, id: made.apiToken.id, prefix: made.apiToken.prefix };
}

const NOTICES = "{ notices(limit: 5) { items { id title } totalCount } }";
const CREATE_NOTICE = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id title } }`;
const notice = (title: string) => ({ input: { title, date: "2099-02-01", link: "https://example.org/notice" } });
const SLIDES = "{ slides(limit: 1) { totalCount } }";
const ADMISSIONS = "{ admissionConfirmations(limit: 1) { totalCount } }";

describe("API tokens", () => {
  it("are made by an administrator, shown once and listed by prefix, never by anonymous visitors", async () => {
    const made = await admin.request(CREATE_TOKEN, { input: { name: "Notice board screen", scope: "read", types: ["notice"] } });
    expect(made.errors).toBeUndefined();
    const { token, apiToken } = made.data!.createApiToken;
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    expect(apiToken).toMatchObject({ name: "Notice board screen", scope: "read", types: ["notice"], rateLimit: 600, createdBy: server.adminEmail, revokedAt: null });

    const listed = await admin.request("{ apiTokens { id prefix name } }");
    expect(JSON.stringify(listed.data)).not.toContain(token);
    expect(listed.data!.apiTokens.some((t: { id: string }) => t.id === apiToken.id)).toBe(true);
    const stored = await server.dataSource.getRepository(ApiToken).findOneByOrFail({ id: Number(apiToken.id) });
    expect(stored.hash).not.toContain(token.slice(apiToken.prefix.length + 1));

    const visitor = new GraphQLTestClient(server.url);
    expect((await visitor.request("{ apiTokens { id } }")).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await visitor.request(CREATE_TOKEN, { input: { name: "x", scope: "write" } })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a nameless token, an unknown content type and an expiry in the past, saying why", async () => {
    const nameless = await admin.request(CREATE_TOKEN, { input: { name: " ", scope: "read" } });
    expect(nameless.errors?.[0]?.message).toMatch(/name/);
    const unknown = await admin.request(CREATE_TOKEN, { input: { name: "t", scope: "read", types: ["nosuch"] } });
    expect(unknown.errors?.[0]?.message).toContain('no content type "nosuch"');
    const past = await admin.request(CREATE_TOKEN, { input: { name: "t", scope: "read", expiresAt: "2001-01-01T00:00:00Z" } });
    expect(past.errors?.[0]?.message).toMatch(/future/);
  });

  it("lets a read-only token read, including what only administrators read, and never write", async () => {
    const { token } = await makeToken({ name: "Reader", scope: "read" });
    const read = await withToken(token, NOTICES);
    expect(read.status).toBe(200);
    expect(read.errors).toBeUndefined();
    const personal = await withToken(token, ADMISSIONS);
    expect(personal.errors).toBeUndefined();

    const write = await withToken(token, CREATE_NOTICE, notice("Written by a reader"));
    expect(write.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(write.errors?.[0]?.message).toContain("may not change notices");
    const stored = await admin.request<{ notices: { items: { title: string }[] } }>(NOTICES);
    expect(stored.data!.notices.items.map((n) => n.title)).not.toContain("Written by a reader");
  });

  it("lets a read-write token write the types it names and not another, checked as an administrator's write", async () => {
    const { token } = await makeToken({ name: "Notice feeder", scope: "write", types: ["notice"] });
    const written = await withToken(token, CREATE_NOTICE, notice("Written by a tool"));
    expect(written.errors).toBeUndefined();
    expect(written.data!.createNotice.title).toBe("Written by a tool");
    // The audit log names the token as the one who wrote it.
    const audit = await admin.request<{ auditLog: { items: { action: string; actor: string; actorKind: string; rowId: string | null }[] } }>(
      `{ auditLog(filter: { type: "notice", action: "create" }, limit: 5) { items { action actor actorKind rowId } } }`,
    );
    expect(audit.errors).toBeUndefined();
    expect(audit.data!.auditLog.items).toContainEqual({ action: "create", actor: "token Notice feeder", actorKind: "token", rowId: written.data!.createNotice.id });

    const invalid = await withToken(token, CREATE_NOTICE, { input: { title: "", date: "2099-02-01", link: "https://example.org/" } });
    expect(invalid.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    const other = await withToken(token, `mutation { deleteSlide(id: "1") }`);
    expect(other.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const otherRead = await withToken(token, ADMISSIONS);
    expect(otherRead.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // Public types stay readable, as for any visitor.
    expect((await withToken(token, SLIDES)).errors).toBeUndefined();
  });

  it("never reaches administrator accounts, tokens, settings or the dashboard", async () => {
    const { token } = await makeToken({ name: "Everything writer", scope: "write" });
    for (const query of [
      "{ administrators { id } }",
      "{ apiTokens { id } }",
      `mutation { createApiToken(input: { name: "more", scope: write }) { token } }`,
      `mutation { updateSiteSettings(input: { instituteName: "Taken over" }) { instituteName } }`,
      `mutation { createAdministrator(input: { email: "x@college.example", password: "a long password 123" }) { id } }`,
      "{ recentChanges { id } }",
    ]) {
      const answer = await withToken(token, query);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe("FORBIDDEN");
    }
    expect((await withToken(token, "{ me { id } }")).data!.me).toBeNull();
  });

  it("works over GET too, with private answers and the RateLimit headers", async () => {
    const { token } = await makeToken({ name: "Getter", scope: "read" });
    const response = await fetch(`${server.url}/graphql?${new URLSearchParams({ query: ADMISSIONS })}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("ratelimit")).toMatch(/^"per-token";r=599;t=\d+$/);
    expect(response.headers.get("x-answer-cache")).toBeNull();
  });

  it("gives a token no more power when an administrator's session cookie is sent with it", async () => {
    const { token } = await makeToken({ name: "Reader with cookie", scope: "read" });
    const mixed = await withToken(token, CREATE_NOTICE, notice("Cookie and token"), { cookie: admin.cookie! });
    expect(mixed.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await withToken(token, "{ me { id } }", {}, { cookie: admin.cookie! })).data!.me).toBeNull();
  });

  it("refuses unknown, malformed, revoked and expired tokens with a plain 401", async () => {
    const unknown = await withToken(`gpc_00000000_${"A".repeat(43)}`, NOTICES);
    expect(unknown.status).toBe(401);
    expect(unknown.errors?.[0]?.message).toContain("not one the site made");
    const malformed = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Basic abc" },
      body: JSON.stringify({ query: NOTICES }),
    });
    expect(malformed.status).toBe(401);

    const revoked = await makeToken({ name: "To revoke", scope: "read" });
    expect((await withToken(revoked.token, NOTICES)).status).toBe(200);
    const answer = await admin.request(`mutation ($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }`, { id: revoked.id });
    expect(answer.data!.revokeApiToken.revokedAt).not.toBeNull();
    const after = await withToken(revoked.token, NOTICES);
    expect(after.status).toBe(401);
    expect(after.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(after.errors?.[0]?.message).toContain("revoked");

    const expiring = await makeToken({ name: "To expire", scope: "read", expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await withToken(expiring.token, NOTICES)).status).toBe(200);
    // An hour passes: the stored expiry is moved into the past rather than waiting.
    await server.dataSource.getRepository(ApiToken).update({ id: Number(expiring.id) }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await withToken(expiring.token, NOTICES);
    expect(expired.status).toBe(401);
    expect(expired.errors?.[0]?.message).toContain("expired");
  });

  it("answers a refused token in the media type the request accepts (issue 34, item 9d)", async () => {
    const unknown = `gpc_00000000_${"A".repeat(43)}`;
    // Apollo Client's Accept: the GraphQL-over-HTTP media type first.
    const asked = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json,application/json;q=0.9", authorization: `Bearer ${unknown}` },
      body: JSON.stringify({ query: NOTICES }),
    });
    expect(asked.status).toBe(401);
    expect(asked.headers.get("content-type")).toMatch(/^application\/graphql-response\+json/);
    expect(((await asked.json()) as Answer).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    // Without an Accept, or preferring plain JSON: application/json, as Apollo answers then.
    for (const accept of [undefined, "application/json", "application/json, application/graphql-response+json;q=0.5"]) {
      const plain = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Basic abc", ...(accept ? { accept } : {}) },
        body: JSON.stringify({ query: NOTICES }),
      });
      expect(plain.status).toBe(401);
      expect(plain.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });

  it("notes when and from where a token was last used, without a write per request", async () => {
    const { token, id } = await makeToken({ name: "Used", scope: "read" });
    await withToken(token, NOTICES);
    const rows = server.dataSource.getRepository(ApiToken);
    const first = await rows.findOneByOrFail({ id: Number(id) });
    expect(first.lastUsedAt).not.toBeNull();
    expect(first.lastUsedIp).toBeTruthy();
    await withToken(token, NOTICES);
    const second = await rows.findOneByOrFail({ id: Number(id) });
    expect(second.lastUsedAt!.getTime()).toBe(first.lastUsedAt!.getTime());
    const listed = await admin.request("{ apiTokens { id lastUsedAt lastUsedFrom } }");
    const view = listed.data!.apiTokens.find((t: { id: string }) => t.id === id);
    expect(view.lastUsedAt).not.toBeNull();
    expect(view.lastUsedFrom).toBe(first.lastUsedIp);
  });

  it("answers 429 with Retry-After and RateLimit headers once a token is over its limit, and sends the headers on every answer", async () => {
    const { token } = await makeToken({ name: "Small limit", scope: "read", rateLimit: 3 });
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push(await withToken(token, NOTICES));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.headers.get("ratelimit-policy")).toBe('"per-token";q=3;w=60');
    expect(answers[0]!.headers.get("ratelimit")).toMatch(/^"per-token";r=2;t=\d+$/);
    const over = answers[3]!;
    expect(over.status).toBe(429);
    expect(over.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.headers.get("ratelimit")).toMatch(/^"per-token";r=0;t=\d+$/);
  });

  it("keeps the GraphQL cost and page limits for tokens", async () => {
    const { token } = await makeToken({ name: "Greedy", scope: "read" });
    const wide = `{ ${Array.from({ length: 320 }, (_, n) => `a${n}: __typename`).join(" ")} }`;
    const answer = await withToken(token, wide);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const page = await withToken(token, "{ notices(limit: 500) { totalCount } }");
    expect(page.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
