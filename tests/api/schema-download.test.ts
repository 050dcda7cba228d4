import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue 34, item 12 (part): /graphql/schema.graphql, the schema as SDL, is compressed once at
// start and sent as Brotli or gzip by the request's Accept-Encoding, plain otherwise; it
// answers GET and HEAD only, leaving other methods to the rest of the app.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer's bytes as sent (fetch would decompress them). */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("the schema download", () => {
  it("answers Brotli when the browser accepts it, gzip when only that, plain otherwise: the same SDL", async () => {
    const plain = await raw("GET", "/graphql/schema.graphql");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(plain.headers["content-disposition"]).toBe('attachment; filename="schema.graphql"');
    expect(plain.headers.vary).toContain("Accept-Encoding");
    const sdl = plain.body.toString("utf8");
    expect(sdl).toContain('"""A notice on the home page: a link, a PDF or both."""');

    const brotli = await raw("GET", "/graphql/schema.graphql", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(brotli.body).toString("utf8")).toBe(sdl);

    const gzip = await raw("GET", "/graphql/schema.graphql", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(sdl);

    const head = await raw("HEAD", "/graphql/schema.graphql", { "accept-encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(brotli.body.length));
    expect(head.body.length).toBe(0);
  });

  it("leaves other methods alone", async () => {
    // They go on to the GraphQL handler (mounted at /graphql/), which answers them as it does.
    const posted = await raw("POST", "/graphql/schema.graphql", { "content-type": "application/json" });
    expect(posted.headers["content-disposition"]).toBeUndefined();
    const options = await raw("OPTIONS", "/graphql/schema.graphql");
    expect(options.headers.allow).toBeUndefined();
    expect(options.headers["content-disposition"]).toBeUndefined();
  });
});
