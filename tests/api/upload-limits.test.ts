import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// The admin panel's file inputs say the server's real upload limit and check a file against it
// before sending: the limit comes from the server's UPLOAD_MAX_MB through `uploadLimits`.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { UPLOAD_MAX_MB: "2.5" } });
});

afterAll(async () => {
  await server?.close();
});

describe("uploadLimits", () => {
  it("gives anyone the limit the server was started with, in bytes and in megabytes", async () => {
    const result = await new GraphQLTestClient(server.url).request("{ uploadLimits { maxBytes maxMegabytes } }");
    expect(result.errors).toBeUndefined();
    expect(result.data!.uploadLimits).toEqual({ maxBytes: 2.5 * 1024 * 1024, maxMegabytes: 2.5 });
  });

  it("is the limit the server enforces: a file one byte larger is refused", async () => {
    const admin = new GraphQLTestClient(server.url);
    await admin.signIn(server.adminEmail, server.adminPassword);
    const tooLarge = new Uint8Array(2.5 * 1024 * 1024 + 1);
    tooLarge.set(Buffer.from("%PDF-1.4\n"));
    const result = await admin.request(`mutation ($input: CreateAuditReportInput!) { createAuditReport(input: $input) { id } }`, {
      input: { session: "2025-2026", reportPdf: { name: "big.pdf", type: "application/pdf", bytes: tooLarge } },
    });
    expect(result.errors?.[0]?.message).toMatch(/2\.5 MB/);
  });
});
