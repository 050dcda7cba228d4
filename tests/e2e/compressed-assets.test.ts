import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt } from "./browser.js";

// The built client's scripts and styles go out compressed the way the visitor's browser asks
// (Brotli, else gzip, else as they are), precompressed at build time, and are cached for a year.

let server: TestServer;
let entryScript: string;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ env: { SERVE_CLIENT: "true" } });
  const html = fs.readFileSync(path.resolve("dist/client/index.html"), "utf8");
  entryScript = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
});

afterAll(async () => {
  await server?.close();
});

/** The raw answer, without the decoding fetch would do. */
function get(urlPath: string, acceptEncoding?: string, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: Number(port), path: urlPath, method, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("built assets", () => {
  it("sends Brotli to a browser that accepts it, the same script once decoded", async () => {
    const plain = fs.readFileSync(path.resolve("dist/client", `.${entryScript}`));
    const answer = await get(entryScript, "gzip, deflate, br");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(plain.length / 2);
    expect(brotliDecompressSync(answer.body).equals(plain)).toBe(true);
  });

  it("sends gzip when Brotli is not accepted, and the plain file when nothing is", async () => {
    const plain = fs.readFileSync(path.resolve("dist/client", `.${entryScript}`));
    const gzip = await get(entryScript, "gzip, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true);
    const identity = await get(entryScript);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
  });

  it("answers HEAD without a body and an unknown asset with 404", async () => {
    const head = await get(entryScript, "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect((await get("/assets/no-such-file.js", "br")).status).toBe(404);
    expect((await get("/assets/..%2Fpackage.json", "br")).status).toBe(404);
  });
});
