import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// The public answer cache: anonymous read-only queries are answered from memory, and every
// write to public content, through any transport and any server instance, makes those answers
// out of date.

const SYNC_MS = 300;
const NOTICES = `query Notices { notices(limit: 100) { totalCount items { title } } }`;

let server: TestServer;
let admin: GraphQLTestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { CACHE_SYNC_MS: String(SYNC_MS) } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  cache: string | null;
  json: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function ask(url: string, query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<Answer> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, cache: response.headers.get("x-answer-cache"), json: await response.json() };
}

let noticeCount = 0;
async function addNotice(client: GraphQLTestClient): Promise<string> {
  const title = `Cache test notice ${++noticeCount}`;
  const result = await client.request(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`, {
    input: { title, date: "2026-11-01", link: "https://example.org/notice" },
  });
  expect(result.errors).toBeUndefined();
  return title;
}

const titles = (answer: Answer) => (answer.json.data.notices.items as { title: string }[]).map((n) => n.title);

describe("public answer cache", () => {
  it("answers a repeated anonymous query from memory, with the same body", async () => {
    await addNotice(admin);
    const first = await ask(server.url, NOTICES);
    const second = await ask(server.url, NOTICES);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.json).toEqual(first.json);
  });

  it("sends a cached answer with the headers of the full pipeline", async () => {
    const post = () =>
      fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `{ siteSettings { instituteName } }` }),
      });
    const miss = await post();
    const hit = await post();
    expect(hit.headers.get("x-answer-cache")).toBe("hit");
    for (const name of ["content-type", "content-security-policy", "x-content-type-options", "x-frame-options"]) {
      expect(hit.headers.get(name), name).toBe(miss.headers.get(name));
      expect(hit.headers.get(name), name).toBeTruthy();
    }
    expect(await hit.text()).toBe(await miss.text());
  });

  it("still refuses a body that is not JSON, in plain words", async () => {
    for (const body of ["{ not json", `"just a string"`]) {
      const response = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
      expect(response.status).toBe(400);
      const json = (await response.json()) as { errors: { message: string }[] };
      expect(json.errors[0]!.message).toBe("The request body is not valid JSON.");
    }
  });

  it("shows a GraphQL write on the very next read", async () => {
    await ask(server.url, NOTICES);
    expect((await ask(server.url, NOTICES)).cache).toBe("hit");
    const title = await addNotice(admin);
    const after = await ask(server.url, NOTICES);
    expect(after.cache).toBe("miss");
    expect(titles(after)).toContain(title);
  });

  it("shows a write made through the legacy shim on the very next read", async () => {
    const LIST = `{ auditReports(limit: 100) { totalCount } }`;
    const before = await ask(server.url, LIST);
    expect((await ask(server.url, LIST)).cache).toBe("hit");
    const form = new FormData();
    form.append("session", "2025-2026");
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    form.append("auditReportPdf", new Blob([pdf], { type: "application/pdf" }), "audit.pdf");
    const inserted = await fetch(`${server.url}/connection.php?action=insertAuditReport`, {
      method: "POST",
      headers: { cookie: admin.cookie! },
      body: form,
    });
    expect(inserted.status, await inserted.text()).toBe(200);
    const after = await ask(server.url, LIST);
    expect(after.json.data.auditReports.totalCount).toBe(before.json.data.auditReports.totalCount + 1);
  });

  it("never serves a signed-in administrator from the cache", async () => {
    await ask(server.url, NOTICES);
    const signedIn = await ask(server.url, NOTICES, {}, admin.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBeNull();
  });

  it("keeps no answer that carries errors", async () => {
    const query = `{ admissionConfirmations(limit: 5) { totalCount } }`;
    const first = await ask(server.url, query);
    const second = await ask(server.url, query);
    expect(first.json.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(second.json.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(second.cache).toBeNull();
  });

  it("keeps an answer whose root fields come through a fragment, but never a search's, even through one", async () => {
    const spread = `query Spread { ...Listed } fragment Listed on Query { notices(limit: 3) { totalCount } }`;
    await ask(server.url, spread);
    expect((await ask(server.url, spread)).cache).toBe("hit");
    const hiddenSearch = `query Hidden { ...Found } fragment Found on Query { ... on Query { search(query: "notice") { totalCount } } }`;
    expect((await ask(server.url, hiddenSearch)).json.errors).toBeUndefined();
    expect((await ask(server.url, hiddenSearch)).cache).not.toBe("hit");
  });

  it("never replays a public form's mutation: each submission is stored", async () => {
    const mutation = `mutation ($input: CreateAlumniRegistrationInput!) { createAlumniRegistration(input: $input) { id } }`;
    const input = {
      fullName: "Cache Test Alumnus",
      whatsappNumber: "9000000000",
      yearOfPassing: 2015,
      dateOfBirth: "1995-01-01",
      occupation: "Engineer",
      address: "Sakoli",
      gender: "Male",
      afterDiploma: "Degree",
    };
    const first = await ask(server.url, mutation, { input });
    const second = await ask(server.url, mutation, { input });
    expect(first.json.errors, JSON.stringify(first.json)).toBeUndefined();
    expect(second.json.data.createAlumniRegistration.id).not.toBe(first.json.data.createAlumniRegistration.id);
    expect(second.cache).toBeNull();
  });

  it("keys answers by their variables", async () => {
    const query = `query ($department: String) { curricula(department: $department, limit: 100) { totalCount } }`;
    const computer = await ask(server.url, query, { department: "computer" });
    const civil = await ask(server.url, query, { department: "civil" });
    expect(civil.cache).toBe("miss");
    expect((await ask(server.url, query, { department: "computer" })).json).toEqual(computer.json);
  });
});

describe("two server instances on one database", () => {
  let second: TestServer;

  beforeAll(async () => {
    second = await startTestServer({ sameDatabaseAs: server, env: { CACHE_SYNC_MS: String(SYNC_MS) } });
  });
  afterAll(async () => {
    await second?.close();
  });

  it("a write through one instance reaches the other's cached answers", async () => {
    await ask(second.url, NOTICES);
    expect((await ask(second.url, NOTICES)).cache).toBe("hit");
    const title = await addNotice(admin); // through the first instance
    await expect.poll(async () => titles(await ask(second.url, NOTICES)), { timeout: SYNC_MS * 10, interval: 50 }).toContain(title);
  });
});

describe("compressed answers", () => {
  it("sends a larger answer compressed to a browser that accepts it, the same JSON once decoded, cached compressed", async () => {
    const server = await startTestServer({ seed: true });
    try {
      const body = JSON.stringify({ query: "{ curricula(limit: 50) { items { id department semester syllabusPdf } } }" });
      const send = (acceptEncoding: string) =>
        fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "accept-encoding": acceptEncoding }, body });
      const plain = await send("identity");
      expect(plain.headers.get("content-encoding")).toBeNull();
      const plainText = await plain.text();
      expect(plainText.length).toBeGreaterThan(1400);

      const first = await send("gzip, deflate, br");
      expect(first.headers.get("content-encoding")).toBe("br");
      expect(first.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(await first.text()).toBe(plainText);
      const second = await send("gzip, deflate, br");
      expect(second.headers.get("x-answer-cache")).toBe("hit");
      expect(second.headers.get("content-encoding")).toBe("br");
      expect(await second.text()).toBe(plainText);

      const gzip = await send("gzip");
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(await gzip.text()).toBe(plainText);
    } finally {
      await server.close();
    }
  });
});

describe("automatic persisted queries", () => {
  // Their texts live in Apollo's own cache, which the server replaces by one bounded by the
  // bytes it holds (graphql/document-store.ts): a query registered once is answered by its hash.
  it("answers a registered query by its hash alone", async () => {
    const query = `{ apq: siteSettings { instituteName } }`;
    const sha256Hash = createHash("sha256").update(query).digest("hex");
    const send = async (body: Record<string, unknown>) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...body, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
      });
      return (await response.json()) as Answer["json"];
    };
    const unknown = await send({});
    expect(unknown.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect((await send({ query })).errors).toBeUndefined();
    const byHash = await send({});
    expect(byHash.errors).toBeUndefined();
    expect(byHash.data).toHaveProperty("apq");
  });
});

describe("a query in another character set", () => {
  it("is read in the character set it names (UTF-16), not taken for broken UTF-8", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-16" },
      body: new Uint8Array(Buffer.from(JSON.stringify({ query: "{ siteSettings { instituteName } }" }), "utf16le")),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Answer["json"]).errors).toBeUndefined();
  });
});
