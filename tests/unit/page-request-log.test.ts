import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicAnswerCache } from "../../server/src/answer-cache/answer-cache.js";
import { createLogger } from "../../server/src/base/logger.js";
import { withRequestLog, type AnsweredRequest } from "../../server/src/http/request-log.js";
import type { ContentVersionTracker } from "../../server/src/services/content-version.js";
import { pageKey, withPageFastPath } from "../../server/src/ssr/page-cache.js";

// A page answered from the page cache, before Express: its request line names the page and the
// cache hit (the API tests run without the built site, so the page fast path is checked here).

const lines: string[] = [];
const observed: AnsweredRequest[] = [];
let url = "";
let close = () => {};

beforeAll(async () => {
  const pages = createPublicAnswerCache(1024 * 1024);
  const body = Buffer.from("<!doctype html><p>About</p>");
  pages.set(pageKey("gzip", "/about"), {
    status: 200,
    rawHeaders: ["content-type", "text/html; charset=utf-8", "content-length", String(body.length), "x-answer-cache", "hit"],
    body,
    version: 1,
  });
  const versions = { recent: () => 1 } as unknown as ContentVersionTracker;
  const express: RequestListener = (_req, res) => {
    res.statusCode = 404;
    res.end("Not found.");
  };
  const pageFastPath = withPageFastPath(express, pages, versions, (path) => (path === "/about" ? { kind: "page", path: "/about" } : { kind: "unknown" }));
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
  const server = createServer(withRequestLog(pageFastPath, { logger, observe: (answered) => observed.push(answered) }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("a page from the page cache", () => {
  it("is logged as the page route with its canonical path and a page cache hit, with its own request id", async () => {
    const response = await fetch(`${url}/about?utm_source=x`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const id = response.headers.get("x-request-id");
    await expect.poll(() => observed.some((line) => line.requestId === id)).toBe(true);
    expect(observed.find((line) => line.requestId === id)).toMatchObject({ route: "page", page: "/about", path: "/about", status: 200, cache: "hit", cacheName: "page" });
    expect(lines.some((line) => line.includes("utm_source"))).toBe(false);
  });
});
