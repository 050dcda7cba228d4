import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { pdfBytes, PNG_BYTES } from "../support/samples.js";
import { listUploadedFiles, startTestServer, type TestServer } from "../support/server.js";

// Upload limits and type checks, on a server whose limit is 0.05 MB, and how stored files are
// served at /uploads/.

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

describe("serving stored files", () => {
  let url: string;
  let bytes: Buffer;

  beforeAll(async () => {
    bytes = await pdfBytes();
    const result = await admin.request(CREATE, {
      input: { session: "2024-2025", reportPdf: { name: "served.pdf", type: "application/pdf", bytes } },
    });
    expect(result.errors).toBeUndefined();
    url = `${server.url}${result.data!.createAuditReport.reportPdf}`;
  });

  it("sends the whole file with its type, length, validators and a week of caching", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=604800, immutable");
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(Date.parse(response.headers.get("last-modified") ?? "")).not.toBeNaN();
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers a request with its ETag with 304 and no body", async () => {
    const etag = (await fetch(url, { method: "HEAD" })).headers.get("etag")!;
    // fetch adds "Cache-Control: no-cache" (always answered in full) unless told otherwise.
    const response = await fetch(url, { headers: { "If-None-Match": etag, "Cache-Control": "max-age=0" } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
  });

  it("sends a byte range with 206 and Content-Range", async () => {
    const response = await fetch(url, { headers: { Range: "bytes=5-14" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 5-14/${bytes.length}`);
    expect(response.headers.get("content-length")).toBe("10");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes.subarray(5, 15))).toBe(true);

    const tail = await fetch(url, { headers: { Range: "bytes=-4" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe(`bytes ${bytes.length - 4}-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 4))).toBe(true);
  });

  it("sends the whole file when If-Range names another version", async () => {
    const response = await fetch(url, { headers: { Range: "bytes=0-3", "If-Range": '"0-0"' } });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuses a range past the end with 416 and the file's size", async () => {
    const response = await fetch(url, { headers: { Range: `bytes=${bytes.length}-${bytes.length + 10}` } });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    expect(response.headers.get("cache-control")).toBeNull();
    expect(await response.text()).toBe("Range not satisfiable.");
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const response = await fetch(url, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(response.headers.get("cache-control")).toBe("public, max-age=604800, immutable");
    expect(await response.text()).toBe("");
  });

  it("says File not found, in plain text and uncached, for unknown and unsafe keys", async () => {
    const unknown = `${server.url}/uploads/audit-report/00000000-0000-4000-8000-000000000000.pdf`;
    const unsafe = [
      `${server.url}/uploads/audit-report/..%2F..%2Fcollege.sqlite`,
      `${server.url}/uploads/audit-report/${url.slice(url.lastIndexOf("/") + 1)}.part`,
      `${server.url}/uploads/AUDIT-REPORT/${url.slice(url.lastIndexOf("/") + 1)}`,
      `${server.url}/uploads/audit-report/00000000-0000-4000-8000-000000000000.html`,
    ];
    for (const address of [unknown, ...unsafe]) {
      const response = await fetch(address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get("content-type"), address).toMatch(/^text\/plain/);
      expect(response.headers.get("cache-control"), address).toBeNull();
      expect(await response.text(), address).toBe("File not found.");
    }
    expect((await fetch(unknown, { method: "HEAD" })).status).toBe(404);
  });
});
