import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parse, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import { ByteBoundedCache, ENTRY_OVERHEAD_BYTES, stringBytes } from "../../server/src/base/byte-bounded-cache.js";
import { createDocumentStore, createQueryTextStore, documentBytes } from "../../server/src/graphql/document-store.js";
import { answerBytes, createPublicAnswerCache, type CachedAnswer } from "../../server/src/answer-cache/answer-cache.js";

// The in-memory caches of the GraphQL endpoint count the bytes they really hold, keys
// included, and never hold more than their bound, however many or however long the requests.

describe("byte-bounded cache", () => {
  it("counts each entry's key, value and bookkeeping", () => {
    const cache = new ByteBoundedCache<string>(1_000_000, (value) => stringBytes(value));
    cache.set("k".repeat(10_000), "v");
    expect(cache.bytes).toBe(stringBytes("k".repeat(10_000)) + stringBytes("v") + ENTRY_OVERHEAD_BYTES);
    expect(cache.bytes).toBeGreaterThan(20_000);
    cache.set("k".repeat(10_000), "w"); // the same key again replaces, never adds
    expect(cache.count).toBe(1);
    cache.delete("k".repeat(10_000));
    expect(cache.bytes).toBe(0);
  });

  it("stays under its bound, pushing out the least recently used", () => {
    const cache = new ByteBoundedCache<number>(50_000, () => 8);
    for (let i = 0; i < 10_000; i++) {
      cache.set(`key ${i} ${"x".repeat(i % 500)}`, i);
      expect(cache.bytes).toBeLessThanOrEqual(50_000);
    }
    expect(cache.get(`key 9999 ${"x".repeat(9999 % 500)}`)).toBe(9999);
    expect(cache.get("key 0 ")).toBeUndefined();
  });

  it("keeps the recently used when it makes room", () => {
    const perEntry = stringBytes("a") + 8 + ENTRY_OVERHEAD_BYTES;
    const cache = new ByteBoundedCache<number>(3 * perEntry, () => 8);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    cache.get("a");
    cache.set("d", 4);
    expect([cache.get("a"), cache.get("b"), cache.get("c"), cache.get("d")]).toEqual([1, undefined, 3, 4]);
  });

  it("does not keep an entry larger than its per-entry limit", () => {
    const cache = new ByteBoundedCache<string>(1_000_000, (value) => stringBytes(value), 10_000);
    expect(cache.set("big", "x".repeat(10_000))).toBe(false);
    expect(cache.set("small", "x")).toBe(true);
    expect(cache.count).toBe(1);
  });
});

/** Heap bytes held per document made by `make`, after full garbage collections. */
function measuredBytesPerDocument(make: (i: number) => string, count: number): { measured: number; estimated: number } {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  const held: DocumentNode[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) held.push(parse(make(i)));
  gc();
  const measured = (process.memoryUsage().heapUsed - before) / count;
  const estimated = held.reduce((sum, document) => sum + documentBytes(document), 0) / count;
  return { measured, estimated };
}

describe("document store", () => {
  it("counts the query text and every token a parsed document keeps", () => {
    const commentLines = parse(`${"#\n".repeat(10_000)}{ a }`);
    expect(documentBytes(commentLines)).toBeGreaterThan(10_000 * 88); // each comment token holds ~88 bytes
    const padded = parse(`# ${"x".repeat(1_000_000)}\n{ a }`);
    expect(documentBytes(padded)).toBeGreaterThan(1_000_000);
    // Apollo's default measure, the JSON, sees neither.
    expect(JSON.stringify(commentLines).length).toBeLessThan(1_000);
  });

  it.each([
    ["a one-field query", (i: number) => `{ a${i} }`, 5_000],
    ["a 50-character query", (i: number) => `{ notices(limit: ${i}) { items { title } } }`.padEnd(50), 5_000],
    ["200 aliases", (i: number) => `{ ${Array.from({ length: 200 }, (_, j) => `a${j}: f${i}`).join(" ")} }`, 200],
    ["arguments", (i: number) => `{ f${i}(a: [1, 2, 3, 4, 5], b: { x: 1, y: "s", z: [true, false] }) { g h i } }`, 2_000],
    ["comment lines", (i: number) => `${"#x\n".repeat(2_000)}{ a${i} }`, 100],
    ["a comment-padded query", (i: number) => `# ${"x".repeat(100_000)}\n{ a${i} }`, 50],
  ])("never counts less than a parsed document holds: %s", (_name, make, count) => {
    const { measured, estimated } = measuredBytesPerDocument(make, count);
    expect(estimated).toBeGreaterThanOrEqual(measured);
  });

  it("stays under its bound however many distinct documents it is given", async () => {
    const store = createDocumentStore(1024 * 1024);
    for (let i = 0; i < 3_000; i++) {
      await store.set(`hash:${i}`, parse(`{ n${i}: siteSettings { instituteName } }`));
      expect(store.bytes).toBeLessThanOrEqual(1024 * 1024);
    }
    expect(await store.get("hash:2999")).toBeDefined();
    expect(await store.get("hash:0")).toBeUndefined();
    // One document too large to keep is parsed again next time instead of emptying the store.
    await store.set("huge", parse(`${"#\n".repeat(5_000)}{ a }`));
    expect(await store.get("huge")).toBeUndefined();
    expect(await store.get("hash:2999")).toBeDefined();
  });
});

describe("public answer cache", () => {
  const answer = (body: string): CachedAnswer => ({
    status: 200,
    rawHeaders: ["content-type", "application/json; charset=utf-8", "content-security-policy", "default-src 'self'".repeat(10)],
    body: Buffer.from(body),
    version: 1,
  });

  it("counts keys, bodies and headers", () => {
    const cache = createPublicAnswerCache(10 * 1024 * 1024);
    const key = `*/*\n${JSON.stringify({ query: `{ a }${" ".repeat(30_000)}` })}`;
    const one = answer('{"data":{"a":1}}');
    cache.set(key, one);
    expect(cache.size).toBe(stringBytes(key) + answerBytes(one) + ENTRY_OVERHEAD_BYTES);
    expect(cache.size).toBeGreaterThan(60_000);
    expect(answerBytes(one)).toBeGreaterThan(one.body.length + 2 * 200);
  });

  it("stays under its bound with many distinct long keys", () => {
    const maxBytes = 2 * 1024 * 1024;
    const cache = createPublicAnswerCache(maxBytes);
    for (let i = 0; i < 2_000; i++) {
      cache.set(`*/*\n{"query":"{ n${i}: a }${" ".repeat(10_000)}"}`, answer(`{"data":{"n${i}":1}}`));
      expect(cache.size).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.size).toBeGreaterThan(maxBytes / 2);
  });

  it("answers only for the content version it was stored at", () => {
    const cache = createPublicAnswerCache(1024 * 1024);
    cache.set("k", answer("{}"));
    expect(cache.get("k", 1)).toBeDefined();
    expect(cache.get("k", 2)).toBeUndefined();
    expect(cache.get("k", 1)).toBeUndefined(); // dropped when found out of date
    expect(cache.size).toBe(0);
  });
});

describe("Apollo's own cache (automatic persisted queries)", () => {
  it("counts each query text with its key and bookkeeping", async () => {
    const store = createQueryTextStore(1024 * 1024);
    const key = `apq:${"f".repeat(64)}`;
    await store.set(key, "{ a }");
    expect(store.bytes).toBeGreaterThanOrEqual(stringBytes(key) + stringBytes("{ a }") + ENTRY_OVERHEAD_BYTES);
    expect(await store.get(key)).toBe("{ a }");
  });

  it("stays under its bound with many distinct tiny queries under long keys", async () => {
    const maxBytes = 256 * 1024;
    const store = createQueryTextStore(maxBytes);
    for (let i = 0; i < 3_000; i++) {
      await store.set(`apq:${String(i).padStart(64, "0")}`, `{n${i}}`);
      expect(store.bytes).toBeLessThanOrEqual(maxBytes);
    }
    // Apollo's default measure counts only the query's length: 3,000 tiny queries "weigh" about
    // 20 KB there, while their keys alone hold over 400 KB.
    expect(await store.get(`apq:${"2999".padStart(64, "0")}`)).toBe("{n2999}");
    expect(await store.get(`apq:${"0".padStart(64, "0")}`)).toBeUndefined();
  });

  it("forgets a text once its time to live is over", async () => {
    const store = createQueryTextStore(1024 * 1024);
    await store.set("short", "{ a }", { ttl: 0.001 });
    await store.set("forever", "{ b }", { ttl: null });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await store.get("short")).toBeUndefined();
    expect(await store.get("forever")).toBe("{ b }");
  });
});
