import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue 21, item 3: CORS by an allow-list of origins in the site settings. Pages on a listed
// site read the API from a browser (exact origin echoed, Vary: Origin, never credentials);
// other sites get no CORS headers; a cross-site request never acts with the session cookie,
// and changes nothing without an API token.

const ALLOWED = "https://dept.example.org";
const OTHER = "https://elsewhere.example.net";

let server: TestServer;
let admin: GraphQLTestClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  const saved = await admin.request(`mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { apiOrigins } }`, {
    input: {
      instituteName: "Test Polytechnic",
      address: "1 College Road",
      phone: "0240-2334455",
      email: "office@college.example",
      establishedYear: 1960,
      apiOrigins: [ALLOWED, "http://localhost:5173"],
    },
  });
  expect(saved.errors).toBeUndefined();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const NOTICES = "{ notices(limit: 2) { totalCount } }";

function post(origin: string | undefined, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(origin ? { origin } : {}), ...headers },
    body: JSON.stringify(body),
  });
}

function preflight(origin: string, method: string, headers: string): Promise<Response> {
  return fetch(`${server.url}/graphql`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": headers },
  });
}

describe("the allow-list of origins", () => {
  it("is a site setting the clerk edits, checked as origins", async () => {
    const wrong = await admin.request(`mutation { updateSiteSettings(input: { apiOrigins: ["https://dept.example.org/news"] }) { apiOrigins } }`);
    expect(wrong.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(wrong.errors?.[0]?.message).toContain("https://dept.example.org/news");
    const read = await admin.request<{ siteSettings: { apiOrigins: string[] } }>("{ siteSettings { apiOrigins } }");
    expect(read.data!.siteSettings.apiOrigins).toEqual([ALLOWED, "http://localhost:5173"]);
  });
});

describe("CORS on /graphql", () => {
  it("answers a listed origin's read with its exact origin and Vary: Origin, never with credentials", async () => {
    const response = await post(ALLOWED, { query: NOTICES });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(response.headers.get("vary")).toContain("Origin");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();

    const get = await fetch(`${server.url}/graphql?${new URLSearchParams({ query: NOTICES })}`, { headers: { origin: ALLOWED } });
    expect(get.status).toBe(200);
    expect(get.headers.get("access-control-allow-origin")).toBe(ALLOWED);
  });

  it("sends no CORS headers to another origin", async () => {
    const response = await post(OTHER, { query: NOTICES });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const get = await fetch(`${server.url}/graphql?${new URLSearchParams({ query: NOTICES })}`, { headers: { origin: OTHER } });
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers a listed origin's preflight for JSON with a token, and refuses another's", async () => {
    const ok = await preflight(ALLOWED, "POST", "content-type, authorization");
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(ok.headers.get("access-control-allow-methods")).toBe("GET, POST");
    expect(ok.headers.get("access-control-allow-headers")).toContain("authorization");
    expect(ok.headers.get("access-control-allow-credentials")).toBeNull();

    const other = await preflight(OTHER, "POST", "content-type");
    expect(other.status).toBe(403);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const oddMethod = await preflight(ALLOWED, "DELETE", "content-type");
    expect(oddMethod.status).toBe(403);
    const oddHeader = await preflight(ALLOWED, "POST", "x-something-else");
    expect(oddHeader.status).toBe(403);
  });

  it("never acts as the administrator for a request from another site carrying the session cookie", async () => {
    const cookie = admin.cookie!;
    for (const origin of [ALLOWED, OTHER]) {
      const me = (await (await post(origin, { query: "{ me { id } }" }, { cookie })).json()) as { data: { me: unknown } };
      expect(me.data.me).toBeNull();
      const personal = (await (await post(origin, { query: "{ admissionConfirmations { totalCount } }" }, { cookie })).json()) as {
        errors?: { extensions: { code: string } }[];
      };
      expect(personal.errors?.[0]?.extensions.code).toBe("UNAUTHENTICATED");
      const write = await post(
        origin,
        { query: `mutation { createNotice(input: { title: "Cross-site", date: "2099-01-01", link: "https://example.org/" }) { id } }` },
        { cookie },
      );
      expect(write.status).toBe(403);
      expect((await write.json()) as object).toMatchObject({ errors: [{ extensions: { code: "FORBIDDEN" } }] });
    }
    // The same cookie from the site itself still works, also behind a proxy that rewrites Host.
    const proxied = (await (await post("https://college.example", { query: "{ me { id } }" }, { cookie, "x-forwarded-host": "college.example" })).json()) as {
      data: { me: unknown };
    };
    expect(proxied.data.me).not.toBeNull();
    expect((await admin.request<{ me: { id: string } | null }>("{ me { id } }")).data!.me).not.toBeNull();
  });

  it("lets a listed origin write only with an API token", async () => {
    const made = await admin.request(`mutation { createApiToken(input: { name: "Department site", scope: write, types: ["notice"] }) { token } }`);
    const token = made.data!.createApiToken.token as string;
    const response = await post(
      ALLOWED,
      { query: `mutation { createNotice(input: { title: "From the department site", date: "2099-01-02", link: "https://example.org/" }) { title } }` },
      { authorization: `Bearer ${token}` },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(response.headers.get("access-control-expose-headers")).toContain("RateLimit");
    expect(((await response.json()) as { data: { createNotice: { title: string } } }).data.createNotice.title).toBe("From the department site");
  });
});

// Issue 34, item 2: a GET answer is public for shared caches, and its CORS headers depend on the
// Origin asked from: every answer, 200 or 304, fresh or from the answer cache, with or without
// an Origin, must say Vary: Origin, or a cache could hand one site's answer to another.
describe("Vary: Origin on GET answers", () => {
  const SLIDES = "{ slides(limit: 3) { totalCount } }";
  const get = (headers: Record<string, string>) => fetch(`${server.url}/graphql?${new URLSearchParams({ query: SLIDES })}`, { headers });
  const varies = (response: Response) => (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());

  it("names Origin in Vary on a listed origin's answer and its 304", async () => {
    const first = await get({ origin: ALLOWED });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("public");
    expect(varies(first)).toContain("origin");
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    const revalidated = await get({ origin: ALLOWED, "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(varies(revalidated)).toContain("origin");
    expect(revalidated.headers.get("access-control-allow-origin")).toBe(ALLOWED);
  });

  it("names Origin in Vary on the site's own answer, fresh and from the answer cache, and on their 304", async () => {
    const query = "{ slides(limit: 4) { totalCount } }";
    const ownGet = (headers: Record<string, string> = {}) => fetch(`${server.url}/graphql?${new URLSearchParams({ query })}`, { headers });
    const fresh = await ownGet();
    expect(fresh.status).toBe(200);
    expect(varies(fresh)).toContain("origin");
    const etag = fresh.headers.get("etag")!;
    await fresh.arrayBuffer();
    const kept = await ownGet();
    expect(kept.headers.get("x-answer-cache")).toBe("hit");
    expect(varies(kept)).toContain("origin");
    await kept.arrayBuffer();
    const revalidated = await ownGet({ "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(varies(revalidated)).toContain("origin");
  });

  it("names Origin in Vary on POSTed answers, fresh and from the answer cache's fast path", async () => {
    const body = { query: "{ slides(limit: 5) { totalCount } }" };
    const fresh = await post(undefined, body);
    expect(varies(fresh)).toContain("origin");
    await fresh.arrayBuffer();
    const kept = await post(undefined, body);
    expect(kept.headers.get("x-answer-cache")).toBe("hit");
    expect(varies(kept)).toContain("origin");
  });
});
