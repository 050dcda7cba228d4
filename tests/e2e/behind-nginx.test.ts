import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, type RunningNginx } from "../support/nginx.js";
import { requestTrusting } from "../support/https-client.js";
import { freePort } from "../support/server-process.js";
import { pdfBytes } from "../support/samples.js";
import { auditReportUpload } from "../support/slow-post.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt } from "./browser.js";
import { HSTS_VALUE } from "../../server/src/http/transport-security.js";

// The site as a college's IT staff run it: real nginx (Debian's) with TLS in front, running the
// shipped deploy/nginx/college.conf, and the server told to believe it (TRUST_PROXY=127.0.0.1).
// Pages, the panel, the API, connection.php and a 20 MB upload all work through it; the session
// cookie is Secure and HSTS is sent; what a visitor writes in X-Forwarded-For is not believed.

let server: TestServer;
let nginx: RunningNginx;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true", TRUST_PROXY: "127.0.0.1", UPLOAD_MAX_MB: "20" } });
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  nginx = await startNginx({ upstreams: [new URL(server.url).host], httpPort, httpsPort });
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  await server?.close();
});

const through = (path: string, init?: Parameters<typeof requestTrusting>[2]) => requestTrusting(nginx.certificate, `${nginx.httpsUrl}${path}`, init);

async function signInThroughNginx(headers: Record<string, string> = {}) {
  const answer = await through("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({
      query: "mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { email } }",
      variables: { email: server.adminEmail, password: server.adminPassword },
    }),
  });
  expect(answer.status, answer.text()).toBe(200);
  const setCookie = String(answer.headers["set-cookie"] ?? "");
  return { answer, setCookie, cookie: setCookie.split(";")[0]! };
}

describe("behind nginx with TLS", () => {
  it("sends plain HTTP on to HTTPS", async () => {
    const answer = await requestTrusting(nginx.certificate, `${nginx.httpUrl}/about-institute/about-institute`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toMatch(/^https:\/\/127\.0\.0\.1\/about-institute\/about-institute$/);
  });

  it("serves pages compressed once, by the app, with HSTS, and the build's assets cached for a year", async () => {
    const home = await through("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["strict-transport-security"]).toBe(HSTS_VALUE);
    const html = (await import("node:zlib")).brotliDecompressSync(home.body).toString("utf8");
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, "the home page names a script of the build").toBeTruthy();
    const asset = await through(script!, { headers: { "accept-encoding": "gzip" } });
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect(asset.headers["content-encoding"]).toBe("gzip");

    const panel = await through("/admin-login/");
    expect(panel.status).toBe(200);
    expect(panel.text()).toContain('<div id="root">');
  });

  it("signs in with a Secure cookie, and knows the visitor by nginx's word, not by a forged X-Forwarded-For", async () => {
    const { answer, setCookie } = await signInThroughNginx({ "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "http" });
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(answer.headers["strict-transport-security"]).toBe(HSTS_VALUE);
    const rows: { ip: string }[] = await server.dataSource.query("SELECT ip FROM admin_session ORDER BY created_at DESC, id LIMIT 1");
    expect(rows[0]!.ip).toMatch(/127\.0\.0\.1/);
  });

  it("takes a 20 MB PDF upload and serves it back whole", async () => {
    const { cookie } = await signInThroughNginx();
    const pdf = await pdfBytes();
    const file = Buffer.concat([pdf, Buffer.alloc(20_000_000 - pdf.length, 32)]);
    const { body: upload, contentType } = await auditReportUpload(file, "audit-2025.pdf");
    const created = await through("/graphql", {
      method: "POST",
      headers: { cookie, "apollo-require-preflight": "true", "content-type": contentType },
      body: upload,
    }).catch(async (error) => {
      throw new Error(`${error}: nginx says ${nginx.errorLog()}`);
    });
    expect(created.status, created.text()).toBe(200);
    const body = created.json<{ data?: { createAuditReport: { reportPdf: string } }; errors?: unknown[] }>();
    expect(body.errors).toBeUndefined();
    const stored = await through(body.data!.createAuditReport.reportPdf, { headers: { cookie } });
    expect(stored.status).toBe(200);
    expect(stored.body.length).toBe(file.length);
    expect(createHash("sha256").update(stored.body).digest("hex")).toBe(createHash("sha256").update(file).digest("hex"));
  });

  it("answers the old client's connection.php: sign-in with a Secure cookie, then a list", async () => {
    const query = `username=${encodeURIComponent(server.adminEmail)}&password=${encodeURIComponent(server.adminPassword)}`;
    const signIn = await through(`/connection.php?${query}`);
    expect(signIn.status).toBe(200);
    expect(signIn.text()).toBe("ok");
    expect(String(signIn.headers["set-cookie"])).toMatch(/;\s*Secure/i);
    const list = await through("/connection.php?gps-newses=");
    expect(list.status).toBe(200);
    expect(Array.isArray(list.json<{ data: unknown[] }>().data)).toBe(true);
  });
});
