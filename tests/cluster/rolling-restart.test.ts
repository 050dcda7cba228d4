import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestTrusting } from "../support/https-client.js";
import { startNginx, type RunningNginx } from "../support/nginx.js";
import { createTestDatabase, postgresAvailable, testDatabaseBaseUrl } from "../support/postgres.js";
import { pdfBytes } from "../support/samples.js";
import { freePort, startServerProcess, type ServerProcess } from "../support/server-process.js";
import { auditReportUpload, slowPost } from "../support/slow-post.js";

// A restart as a deploy does it: nginx (the shipped deploy/nginx/college.conf) in front of two
// servers on one PostgreSQL and one uploads folder, visitors asking all the while, and one
// server stopped with SIGTERM. Its /readyz says 503 first, an upload it is receiving completes,
// it exits 0, and not one visitor's request fails.

const available = await postgresAvailable();
if (!available && process.env.CI) throw new Error("The cluster tests need PostgreSQL (TEST_DATABASE_URL).");

const QUERY = `/graphql?query=${encodeURIComponent("{ notices(limit: 1) { totalCount } }")}`;

let database: { url: string; drop(): Promise<void> };
let uploads: string;
let first: ServerProcess;
let second: ServerProcess;
let nginx: RunningNginx;

/** Sends a PDF upload to `server` whose body trickles in over `ms`. */
async function slowUpload(server: ServerProcess, cookie: string, ms: number, started: () => void) {
  const { body, contentType } = await auditReportUpload(Buffer.concat([await pdfBytes(), Buffer.alloc(300_000, 32)]));
  return slowPost(`${server.url}/graphql`, body, { "content-type": contentType, cookie, "apollo-require-preflight": "true" }, ms, started);
}

async function signInDirectly(server: ServerProcess): Promise<string> {
  const answer = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { email } }",
      variables: { email: "admin@college.example", password: "correct horse battery staple" },
    }),
  });
  expect(answer.status).toBe(200);
  return answer.headers.get("set-cookie")!.split(";")[0]!;
}

describe.runIf(available)("a rolling restart behind nginx", () => {
  beforeAll(async () => {
    database = await createTestDatabase(testDatabaseBaseUrl());
    uploads = mkdtempSync(path.join(os.tmpdir(), "college-shared-uploads-"));
    const env = { DATABASE_URL: database.url, UPLOAD_DIR: uploads, TRUST_PROXY: "127.0.0.1", DRAIN_DELAY_S: "1", SHUTDOWN_GRACE_S: "20" };
    first = await startServerProcess(env);
    second = await startServerProcess(env);
    nginx = await startNginx({ upstreams: [new URL(first.url).host, new URL(second.url).host], httpPort: await freePort(), httpsPort: await freePort() });
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  it("loses no request while one server stops, and finishes the upload it was receiving", async () => {
    const failures: string[] = [];
    let answered = 0;
    let visiting = true;
    const visitor = async () => {
      while (visiting) {
        try {
          const answer = await requestTrusting(nginx.certificate, `${nginx.httpsUrl}${QUERY}`);
          if (answer.status === 200) answered += 1;
          else failures.push(`${answer.status} ${answer.text().slice(0, 120)}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const visitors = Array.from({ length: 4 }, visitor);

    const cookie = await signInDirectly(first);
    let uploadStarted!: () => void;
    const bodyStarted = new Promise<void>((resolve) => (uploadStarted = resolve));
    const upload = slowUpload(first, cookie, 3000, () => uploadStarted());
    await bodyStarted;

    first.signal("SIGTERM");
    await expect.poll(async () => (await fetch(`${first.url}/readyz`)).status, { timeout: 900, interval: 50 }).toBe(503);

    const uploaded = await upload;
    expect(uploaded.status, uploaded.body).toBe(200);
    const stored = JSON.parse(uploaded.body).data.createAuditReport.reportPdf as string;
    expect(await first.ended()).toBe("code 0");

    // The other server goes on answering, the uploaded file included.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    visiting = false;
    await Promise.all(visitors);
    const file = await requestTrusting(nginx.certificate, `${nginx.httpsUrl}${stored}`);
    expect(file.status).toBe(200);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(20);
  });
});
