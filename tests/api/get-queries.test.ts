import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../server/src/auth/auth-service.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue 21, item 5: public queries sent as GET, for tools and HTTP caches. A GET without
// credentials is no CSRF risk and runs as a visitor; its answer has an ETag and a short public
// Cache-Control, and If-None-Match gets 304. Mutations never run over GET; a signed-in GET still
// needs the preflight header and is never publicly cached. Persisted queries work over GET.

let server: TestServer;
let admin: GraphQLTestClient;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const NOTICES = "{ notices(limit: 3) { items { id title } } }";

function getUrl(params: Record<string, string>): string {
  return `${server.url}/graphql?${new URLSearchParams(params)}`;
}

describe("GET queries", () => {
  it("answers a plain GET without any special header, with an ETag and a public, short Cache-Control", async () => {
    const response = await fetch(getUrl({ query: NOTICES }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: { notices: { items: unknown[] } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data!.notices.items.length).toBeGreaterThan(0);
    expect(response.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("answers 304 to If-None-Match with the current ETag, and 200 once the content changed", async () => {
    const first = await fetch(getUrl({ query: NOTICES }));
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    const again = await fetch(getUrl({ query: NOTICES }), { headers: { "if-none-match": etag, "accept-encoding": "br" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");

    await admin.request("mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }", {
      input: { title: "Changed for the ETag test", date: "2099-06-01", link: "https://example.org/etag" },
    });
    const changed = await fetch(getUrl({ query: NOTICES }), { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(await changed.text()).toContain("Changed for the ETag test");
  });

  it("keeps a public GET answer in the answer cache, and revalidates a kept one with 304", async () => {
    const query = "{ slides(limit: 2) { items { id caption } } }";
    const first = await fetch(getUrl({ query }));
    const etag = first.headers.get("etag")!;
    const body = await first.text();
    const kept = await fetch(getUrl({ query }));
    expect(kept.headers.get("x-answer-cache")).toBe("hit");
    expect(kept.headers.get("etag")).toBe(etag);
    expect(kept.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");
    expect(await kept.text()).toBe(body);
    const revalidated = await fetch(getUrl({ query }), { headers: { "if-none-match": `"other", ${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
  });

  // Issue 34, item 3: HTTP tools (curl -I, link checkers, caches) ask with HEAD.
  it("answers HEAD with GET's headers and no body, and 304 to its If-None-Match", async () => {
    const query = "{ notices(limit: 2) { items { id } } }";
    const get = await fetch(getUrl({ query }));
    const etag = get.headers.get("etag")!;
    await get.arrayBuffer();
    const head = await fetch(getUrl({ query }), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(head.headers.get("etag")).toBe(etag);
    expect(head.headers.get("cache-control")).toBe("public, max-age=60, must-revalidate");
    expect(head.headers.get("vary")).toBe(get.headers.get("vary"));
    expect(await head.text()).toBe("");
    const fresh = await fetch(getUrl({ query: "{ notices(limit: 1) { items { title } } }" }), { method: "HEAD" });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("etag")).toMatch(/^W\/".+"$/);
    const revalidated = await fetch(getUrl({ query }), { method: "HEAD", headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
  });

  it("never runs a mutation over GET", async () => {
    const before = (await admin.request<{ notices: { totalCount: number } }>("{ notices { totalCount } }")).data!.notices.totalCount;
    const mutation = `mutation { createNotice(input: { title: "Over GET", date: "2099-01-01", link: "https://example.org/" }) { id } }`;
    const anonymous = await fetch(getUrl({ query: mutation }));
    expect(anonymous.status).toBe(405);
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    const signedIn = await fetch(getUrl({ query: mutation }), { headers: { cookie: admin.cookie!, "apollo-require-preflight": "true" } });
    expect(signedIn.status).toBe(405);
    const after = (await admin.request<{ notices: { totalCount: number } }>("{ notices { totalCount } }")).data!.notices.totalCount;
    expect(after).toBe(before);
  });

  it("still refuses a signed-in GET without the preflight header (the CSRF case)", async () => {
    expect(admin.cookie).toContain(`${SESSION_COOKIE}=`);
    const response = await fetch(getUrl({ query: NOTICES }), { headers: { cookie: admin.cookie! } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Cross-Site Request Forgery");
  });

  it("answers a signed-in GET with the preflight header, but never for shared caches", async () => {
    const response = await fetch(getUrl({ query: "{ me { email } }" }), { headers: { cookie: admin.cookie!, "apollo-require-preflight": "true" } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: { me: { email: string } } };
    expect(body.data?.me.email).toBe(server.adminEmail);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
  });

  it("does not publicly cache an answer with errors", async () => {
    const response = await fetch(getUrl({ query: "{ notices { nope } }" }));
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
  });

  it("runs a persisted query by its hash over GET once the text is known", async () => {
    const query = "{ gpsNews(limit: 2) { items { id title } } }";
    const sha256Hash = createHash("sha256").update(query).digest("hex");
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
    const unknown = await fetch(getUrl({ extensions }));
    const unknownBody = (await unknown.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(unknownBody.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect(unknown.headers.get("cache-control")).toBe("private, no-store");

    const register = await fetch(getUrl({ query, extensions }));
    expect(register.status).toBe(200);
    await register.arrayBuffer();

    const byHash = await fetch(getUrl({ extensions }));
    expect(byHash.status).toBe(200);
    const body = (await byHash.json()) as { data?: { gpsNews: { items: unknown[] } } };
    expect(body.data!.gpsNews.items.length).toBeGreaterThan(0);
    const etag = byHash.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await fetch(getUrl({ extensions }), { headers: { "if-none-match": etag } })).status).toBe(304);
  });
});
