import { afterAll, beforeAll, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { pdfBytes, PNG_BYTES } from "../support/samples.js";
import { listUploadedFiles, startTestServer, type TestServer } from "../support/server.js";

// Upload limits and type checks, on a server whose limit is 0.05 MB.

let server: TestServer;
let admin: GraphQLTestClient;
const CREATE = `mutation ($input: CreateAuditReportInput!) { createAuditReport(input: $input) { id reportPdf } }`;

beforeAll(async () => {
  server = await startTestServer({ env: { UPLOAD_MAX_MB: "0.05" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
});

afterAll(async () => {
  await server?.close();
});

async function count(): Promise<number> {
  const result = await admin.request(`query { auditReports { totalCount } }`);
  return result.data!.auditReports.totalCount;
}

it("refuses a file over the limit with a message naming the limit, storing nothing", async () => {
  const big = Buffer.concat([await pdfBytes(), Buffer.alloc(80 * 1024, 32)]);
  const result = await admin.request(CREATE, {
    input: { session: "2025-2026", reportPdf: { name: "big.pdf", type: "application/pdf", bytes: big } },
  });
  expect(result.errors?.[0]?.extensions?.code).toBe("PAYLOAD_TOO_LARGE");
  expect(result.errors?.[0]?.message).toMatch(/0\.05 MB/);
  expect(await count()).toBe(0);
  expect(await listUploadedFiles(server.uploadDir)).toEqual([]);
});

it("judges a file by its bytes, not its name or declared type", async () => {
  const disguised = [
    { name: "report.pdf", type: "application/pdf", bytes: PNG_BYTES },
    { name: "report.pdf", type: "application/pdf", bytes: Buffer.from("<html><script>alert(1)</script></html>") },
    { name: "report.pdf", type: "application/pdf", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') },
  ];
  for (const file of disguised) {
    const result = await admin.request(CREATE, { input: { session: "2025-2026", reportPdf: file } });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.extensions?.field).toBe("reportPdf");
  }
  expect(await count()).toBe(0);
  expect(await listUploadedFiles(server.uploadDir)).toEqual([]);
});

it("stores a real PDF under a generated name, whatever the client called it", async () => {
  const result = await admin.request(CREATE, {
    input: { session: "2025-2026", reportPdf: { name: "../../etc/passwd.pdf", type: "text/plain", bytes: await pdfBytes() } },
  });
  expect(result.errors).toBeUndefined();
  const url: string = result.data!.createAuditReport.reportPdf;
  expect(url).toMatch(/^\/uploads\/audit-report\/[a-f0-9-]{36}\.pdf$/);
  const response = await fetch(`${server.url}${url}`);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect((await fetch(`${server.url}/uploads/audit-report/..%2F..%2Fcollege.sqlite`)).status).toBe(404);
});
