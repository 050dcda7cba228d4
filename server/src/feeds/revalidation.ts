import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";

// Conditional GETs of the feeds, sitemap.xml and robots.txt: each answer carries an ETag made
// from its text, and a request whose If-None-Match names it gets 304 without a body. A feed
// reader or a crawler polling every few minutes then costs a few hundred bytes while nothing
// changed. The tag is weak (W/): the same text is sent as Brotli, gzip or plain.

/** The ETag of an answer's text. */
export function etagOf(text: string): string {
  return `W/"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
}

/** The ETag among a cached answer's replayable headers ([name, value, ...]). */
export function etagIn(rawHeaders: readonly string[]): string | undefined {
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i] === "etag") return rawHeaders[i + 1];
  return undefined;
}

/** Whether If-None-Match names `etag` (the weak comparison RFC 9110 13.1.2 asks for; "*" names any). */
export function notModified(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** 304 with the validator and the caching headers of the answer it stands for. */
export function sendNotModified(res: ServerResponse, etag: string, cacheControl: string): void {
  res.writeHead(304, { ETag: etag, "Cache-Control": cacheControl, Vary: "Accept-Encoding" });
  res.end();
}
