import type { IncomingMessage, ServerResponse } from "node:http";
import type { CachedAnswer } from "../answer-cache/answer-cache.js";
import { matchesIfNoneMatch, weakETag } from "../http/entity-tags.js";
import type { EncodedPage } from "./page-encoding.js";

// Public pages are sent with Cache-Control: no-cache (a page changes as soon as an administrator
// publishes), so a browser asks again on every visit: with the page's ETag in If-None-Match it
// gets 304 and no body while the page is unchanged, from a fresh render (page-route.ts) or from
// the page cache (page-cache.ts) alike. Only a 200 page has an ETag: revalidating a not-found
// page would save nothing.

/** A page's ETag, of its Brotli copy (made from its HTML, the same for the same HTML). */
export function pageETag(bodies: EncodedPage): string {
  return weakETag(bodies.br);
}

/** What a 304 repeats of the page's headers (RFC 9110 15.4.5). */
const REPEATED_IN_304 = new Set(["etag", "cache-control", "vary", "expires", "content-location"]);

/** Sends 304 when the client already has this kept page; true when it did. */
export function answerKeptPageIfCurrent(req: IncomingMessage, res: ServerResponse, page: CachedAnswer): boolean {
  if (page.status !== 200) return false;
  let etag: string | undefined;
  const repeated: string[] = [];
  for (let i = 0; i < page.rawHeaders.length; i += 2) {
    const name = page.rawHeaders[i]!;
    if (name === "etag") etag = page.rawHeaders[i + 1];
    if (REPEATED_IN_304.has(name)) repeated.push(name, page.rawHeaders[i + 1]!);
  }
  if (etag === undefined || !matchesIfNoneMatch(req.headers["if-none-match"], etag)) return false;
  res.writeHead(304, repeated);
  res.end();
  return true;
}

/** Sends 304 when the client already has the page just rendered, whose headers `res` carries; true when it did. */
export function answerRenderedPageIfCurrent(req: IncomingMessage, res: ServerResponse): boolean {
  const etag = res.getHeader("ETag");
  if (res.statusCode !== 200 || typeof etag !== "string" || !matchesIfNoneMatch(req.headers["if-none-match"], etag)) return false;
  res.statusCode = 304;
  res.removeHeader("Content-Type");
  res.end();
  return true;
}
