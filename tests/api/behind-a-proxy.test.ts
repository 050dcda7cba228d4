import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HSTS_VALUE } from "../../server/src/http/transport-security.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Behind nginx with TLS, the app hears plain HTTP from the proxy, which says how the visitor came
// (X-Forwarded-Proto) and who they are (X-Forwarded-For). TRUST_PROXY names whom to believe:
// the test plays the proxy from 127.0.0.1. Believed, an https visitor's session cookie is Secure
// and every answer (cached ones too) carries HSTS; from anyone else the same headers change nothing.

const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { email } }`;

let trusting: TestServer;
let elsewhere: TestServer;

beforeAll(async () => {
  [trusting, elsewhere] = await Promise.all([startTestServer({ env: { TRUST_PROXY: "127.0.0.1" } }), startTestServer({ env: { TRUST_PROXY: "10.9.8.7" } })]);
});

afterAll(async () => {
  await Promise.all([trusting?.close(), elsewhere?.close()]);
});

async function signIn(server: TestServer, headers: Record<string, string>): Promise<Response> {
  const answer = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query: SIGN_IN, variables: { email: server.adminEmail, password: server.adminPassword } }),
  });
  expect(answer.status).toBe(200);
  return answer;
}

async function lastSessionAddress(server: TestServer): Promise<string> {
  const rows: { ip: string }[] = await server.dataSource.query("SELECT ip FROM admin_session ORDER BY created_at DESC, id LIMIT 1");
  return rows[0]!.ip;
}

const PROXIED_HTTPS = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };

describe("behind a proxy TRUST_PROXY names", () => {
  it("an https visitor gets a Secure session cookie and HSTS, and is known by their own address", async () => {
    const answer = await signIn(trusting, PROXIED_HTTPS);
    expect(answer.headers.get("set-cookie")).toMatch(/;\s*Secure/i);
    expect(answer.headers.get("strict-transport-security")).toBe(HSTS_VALUE);
    expect(await lastSessionAddress(trusting)).toBe("203.0.113.9");
  });

  it("a plain-HTTP visitor (a LAN install) gets neither", async () => {
    const answer = await signIn(trusting, {});
    expect(answer.headers.get("set-cookie")).not.toMatch(/;\s*Secure/i);
    expect(answer.headers.get("strict-transport-security")).toBeNull();
  });

  it("cached answers carry HSTS by how each request came, not by how the first one did", async () => {
    const query = `${trusting.url}/graphql?query=${encodeURIComponent("{ notices(limit: 1) { totalCount } }")}`;
    const first = await fetch(query);
    expect(first.headers.get("strict-transport-security")).toBeNull();
    const overHttps = await fetch(query, { headers: PROXIED_HTTPS });
    expect(overHttps.headers.get("x-answer-cache")).toBe("hit");
    expect(overHttps.headers.get("strict-transport-security")).toBe(HSTS_VALUE);
    const plainAgain = await fetch(query);
    expect(plainAgain.headers.get("x-answer-cache")).toBe("hit");
    expect(plainAgain.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("forwarded headers from an address TRUST_PROXY does not name", () => {
  it("are not believed: no Secure cookie, no HSTS, the connection's own address", async () => {
    const answer = await signIn(elsewhere, PROXIED_HTTPS);
    expect(answer.headers.get("set-cookie")).not.toMatch(/;\s*Secure/i);
    expect(answer.headers.get("strict-transport-security")).toBeNull();
    expect(await lastSessionAddress(elsewhere)).toMatch(/127\.0\.0\.1/);
  });
});
