import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { ADMISSION } from "../support/data-at-rest.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { LegacyClient } from "./legacy-support.js";

// The request log (server/src/http/request-log.ts): one JSON line per request, written around
// everything, the fast paths included, with the route's pattern and never a secret.

interface RequestLine {
  level: number;
  msg: string;
  requestId: string;
  method: string;
  route: string;
  path: string;
  status: number;
  bytes: number;
  ms: number;
  cache: string;
  cacheName?: string;
  accountId?: number;
  tokenId?: number;
}

let server: TestServer;
const startLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ log: (line) => startLines.push(line) });
});
afterAll(async () => {
  await server?.close();
});

function requestLines(): RequestLine[] {
  return server
    .logLines()
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((line) => line.msg === "request");
}

/** The request line with this id, once the server has written it (on the answer's close). */
async function lineOf(requestId: string | null): Promise<RequestLine> {
  expect(requestId).toBeTruthy();
  await expect.poll(() => requestLines().some((line) => line.requestId === requestId)).toBe(true);
  return requestLines().find((line) => line.requestId === requestId)!;
}

const postQuery = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query }) });

describe("the request log", () => {
  it("writes every request as one JSON line: method, route pattern, status, bytes, duration, cache outcome, request id", async () => {
    const query = "{ siteSettings { instituteName } }";
    const first = await postQuery(query);
    await first.arrayBuffer();
    const second = await postQuery(query);
    const secondBody = await second.arrayBuffer();
    expect(second.headers.get("x-answer-cache")).toBe("hit");

    const miss = await lineOf(first.headers.get("x-request-id"));
    expect(miss).toMatchObject({ level: 30, method: "POST", route: "/graphql", path: "/graphql", status: 200, cache: "miss", cacheName: "answer" });
    // Answered by the fast path, before Express: logged all the same.
    const hit = await lineOf(second.headers.get("x-request-id"));
    expect(hit).toMatchObject({ method: "POST", route: "/graphql", status: 200, cache: "hit", cacheName: "answer" });
    // Its own id: a cached answer's headers never replay the first request's.
    expect(hit.requestId).not.toBe(miss.requestId);
    expect(hit.bytes).toBeGreaterThanOrEqual(secondBody.byteLength);
    expect(typeof hit.ms).toBe("number");
    expect(hit.ms).toBeGreaterThanOrEqual(0);
    // Every line is JSON on a line of its own.
    for (const line of server.logLines()) expect(line).not.toContain("\n");
  });

  it("names the route's pattern, not the address", async () => {
    const file = await fetch(`${server.url}/uploads/notices/no-such-file.pdf`);
    await file.arrayBuffer();
    expect(await lineOf(file.headers.get("x-request-id"))).toMatchObject({
      method: "GET",
      route: "/uploads/:folder/:name",
      path: "/uploads/notices/no-such-file.pdf",
      status: 404,
      cache: "none",
    });

    const legacy = await fetch(`${server.url}/connection.php?notices=`);
    await legacy.arrayBuffer();
    expect(await lineOf(legacy.headers.get("x-request-id"))).toMatchObject({ route: "/connection.php", path: "/connection.php" });

    const nothing = await fetch(`${server.url}/no/such/thing`);
    await nothing.arrayBuffer();
    expect(await lineOf(nothing.headers.get("x-request-id"))).toMatchObject({ route: "(unmatched)", status: 404 });
  });

  it("keeps a caller's plain request id, and makes one for a strange one", async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "lb-7f3a.2026-11-27" } });
    await kept.arrayBuffer();
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.2026-11-27");
    expect((await lineOf("lb-7f3a.2026-11-27")).route).toBe("/healthz");

    const strange = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "a b\tc<script>" } });
    await strange.arrayBuffer();
    expect(strange.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names the signed-in account by its number", async () => {
    const admin = new GraphQLTestClient(server.url);
    await admin.signIn(server.adminEmail, server.adminPassword);
    const account = await server.services.auth.listAdmins({ kind: "system", ip: "local" });
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin.cookie! },
      body: JSON.stringify({ query: "{ me { email } }" }),
    });
    await response.arrayBuffer();
    expect(await lineOf(response.headers.get("x-request-id"))).toMatchObject({ route: "/graphql", status: 200, accountId: account[0]!.id });
  });

  it("never holds a password, a token, a cookie, an Aadhaar number or a phone number", async () => {
    const password = server.adminPassword;
    // A GraphQL sign-in: its session cookie is then sent with a request.
    const admin = new GraphQLTestClient(server.url);
    await admin.signIn(server.adminEmail, password);
    const cookieValue = admin.cookie!.split("=")[1]!;
    expect(cookieValue.length).toBeGreaterThan(10);
    const made = await admin.request(`mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`, {
      input: { name: "Log check", scope: "read", types: ["notice"] },
    });
    expect(made.errors).toBeUndefined();
    const token = made.data!.createApiToken.token as string;
    // The API token in use.
    const withToken = await postQuery("{ notices(limit: 1) { totalCount } }", { authorization: `Bearer ${token}` });
    expect(withToken.status).toBe(200);
    await withToken.arrayBuffer();
    // Named by its number, never by the token.
    expect((await lineOf(withToken.headers.get("x-request-id"))).tokenId).toEqual(expect.any(Number));
    // The public admission form, with an Aadhaar number and a phone number.
    const visitor = new GraphQLTestClient(server.url);
    const admission = await visitor.request(ADMISSION.mutation, { input: ADMISSION.input });
    expect(admission.errors).toBeUndefined();
    // connection.php's sign-in, the password in the query string; a wrong one too.
    const legacy = new LegacyClient(server.url);
    expect((await legacy.signIn(server.adminEmail, password)).text).toBe("ok");
    const legacyCookie = legacy.cookie!.split("=")[1]!;
    await new LegacyClient(server.url).signIn(server.adminEmail, "Wrong-Password-In-The-Query-4711");
    await (
      await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: admin.cookie! },
        body: JSON.stringify({ query: "{ me { email } }" }),
      })
    ).arrayBuffer();

    const lines = [...server.logLines(), ...startLines];
    // Written: the requests above are all there.
    await expect.poll(() => requestLines().filter((line) => line.route === "/connection.php").length).toBeGreaterThanOrEqual(2);
    const secrets = {
      password,
      encodedPassword: encodeURIComponent(password),
      wrongPassword: "Wrong-Password-In-The-Query-4711",
      token,
      cookieValue,
      legacyCookie,
      aadhaar: ADMISSION.input.aadhaarNumber,
      phone: ADMISSION.input.phone,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(
        lines.filter((line) => line.includes(secret)),
        name,
      ).toEqual([]);
    }
    // Nor the query string of connection.php at all.
    expect(lines.filter((line) => /username=|password=/i.test(line))).toEqual([]);
  });
});
