import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt } from "./browser.js";

// Bodies no browser's form would send, posted to the public form without JavaScript, to the
// old connection.php and to /graphql: each gets its 4xx and, on the form, a page a visitor
// understands, never a server error or an "Unexpected server error" line in the log.
// Plain HTTP, no browser; needs the built client for the form page.

let server: TestServer;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
});

afterAll(async () => {
  await server?.close();
});

const FORM = "application/x-www-form-urlencoded";

interface BadBody {
  name: string;
  headers: Record<string, string>;
  body: Buffer;
  /** What the form page answers, and what its message says. */
  status: number;
  says: RegExp;
  /** What /graphql answers, where it is more than "a 4xx" (JSON may come in UTF-16: there it is merely not JSON). */
  graphql?: number;
}

const BAD_BODIES: BadBody[] = [
  {
    name: "a 40 KB body",
    headers: { "content-type": FORM },
    body: Buffer.from(`name=${"a".repeat(40 * 1024)}`),
    status: 413,
    says: /too long/i,
  },
  {
    name: "80 fields",
    headers: { "content-type": FORM },
    body: Buffer.from(Array.from({ length: 80 }, (_, i) => `field${i}=x`).join("&")),
    status: 413,
    says: /too many/i,
  },
  {
    name: "charset=utf-16",
    headers: { "content-type": `${FORM}; charset=utf-16` },
    body: Buffer.from("name=x", "utf16le"),
    status: 415,
    says: /could not be read/i,
  },
  {
    name: "a broken gzip body",
    headers: { "content-type": FORM, "content-encoding": "gzip" },
    body: Buffer.concat([gzipSync(Buffer.from("name=Broken&enrollment=1")).subarray(0, 12), Buffer.from("not gzip at all")]),
    status: 400,
    says: /could not be read/i,
  },
  {
    name: "Content-Encoding: br that is not Brotli",
    headers: { "content-type": FORM, "content-encoding": "br" },
    body: Buffer.from("name=x&enrollment=1"),
    status: 400,
    says: /could not be read/i,
  },
  {
    name: "an encoding the server does not know",
    headers: { "content-type": FORM, "content-encoding": "compress" },
    body: Buffer.from("name=x"),
    status: 415,
    says: /could not be read/i,
    graphql: 415,
  },
];

function unexpectedErrorLines(): string[] {
  return server.logMessages().filter((line) => /unexpected/i.test(line));
}

describe("a public form posted without JavaScript", () => {
  it.each(BAD_BODIES)("answers $name with its 4xx and a page the visitor understands", async (bad) => {
    const response = await fetch(`${server.url}/confirm-admission`, { method: "POST", headers: bad.headers, body: new Uint8Array(bad.body) });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBe(bad.status);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(text).toMatch(bad.says);
    // Back to the form it came from; nothing technical in the words.
    expect(text).toContain('href="/confirm-admission"');
    expect(text).not.toMatch(/entity|parameters\.too|charset\.unsupported|stack|error:/i);
    expect(unexpectedErrorLines()).toEqual([]);
  });

  it("answers in Marathi on the form's Marathi address", async () => {
    const bad = BAD_BODIES[0]!;
    const response = await fetch(`${server.url}/mr/confirm-admission`, { method: "POST", headers: bad.headers, body: new Uint8Array(bad.body) });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBe(bad.status);
    expect(text).toContain('<html lang="mr">');
    expect(text).toContain("फॉर्म पाठवता आला नाही");
    expect(text).toContain('<a href="/mr/confirm-admission">फॉर्मकडे परत जा</a>');
    expect(unexpectedErrorLines()).toEqual([]);
  });

  it("still takes a well-formed post", async () => {
    const response = await fetch(`${server.url}/confirm-admission`, {
      method: "POST",
      headers: { "content-type": FORM },
      body: "name=Only+a+name",
    });
    // Understood and refused for its missing fields: the form page with the problems (422).
    expect(response.status).toBe(422);
  });
});

describe("the same bodies elsewhere", () => {
  it.each(BAD_BODIES)("connection.php answers $name with a 4xx", async (bad) => {
    const response = await fetch(`${server.url}/connection.php?action=insertStudentAdmissionDetails`, {
      method: "POST",
      headers: bad.headers,
      body: new Uint8Array(bad.body),
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(response.status, text.slice(0, 300)).toBeLessThan(500);
    expect(unexpectedErrorLines()).toEqual([]);
  });

  it.each(BAD_BODIES)("/graphql answers $name with a 4xx", async (bad) => {
    const headers = { ...bad.headers, "content-type": bad.headers["content-type"]!.replace(FORM, "application/json") };
    const response = await fetch(`${server.url}/graphql`, { method: "POST", headers, body: new Uint8Array(bad.body) });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(response.status, text.slice(0, 300)).toBeLessThan(500);
    // A compression it does not read is said as such, not as "not valid JSON".
    if (bad.graphql) expect(response.status, text.slice(0, 300)).toBe(bad.graphql);
    expect(unexpectedErrorLines()).toEqual([]);
  });
});
