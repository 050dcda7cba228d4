import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { sendCachedAnswer, replayableHeaders, type PublicAnswerCache } from "../answer-cache/answer-cache.js";
import { acceptedEncodings } from "../http/built-assets.js";
import type { ContentVersionTracker } from "../services/content-version.js";

// Rendered public pages, kept like the visitors' GraphQL answers (the same bounded cache type):
// reused until the content version changes, so a page costs about what a cached answer costs.
// Each page is kept three times, as Brotli, gzip and plain HTML, compressed once when it is
// rendered; a visitor gets the smallest their browser accepts. The fast path answers a hit
// before Express runs; the page route (page-route.ts) renders and stores on a miss.

export type PageEncoding = "br" | "gzip" | "identity";

export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  return acceptedEncodings(acceptEncoding)[0] ?? "identity";
}

export function pageKey(encoding: PageEncoding, url: string): string {
  return `page ${encoding} ${url}`;
}

/** A page's HTML in one encoding. */
export function encodePageAs(html: string, encoding: PageEncoding): Buffer {
  const plain = Buffer.from(html, "utf8");
  if (encoding === "gzip") return gzipSync(plain, { level: 9 });
  // Quality 9 of 11: within a few percent of the best, at a fraction of its time.
  if (encoding === "br") return brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } });
  return plain;
}

/** A page's HTML in every encoding, to be kept for the visitors to come. */
export function encodePage(html: string): Record<PageEncoding, Buffer> {
  return { identity: encodePageAs(html, "identity"), gzip: encodePageAs(html, "gzip"), br: encodePageAs(html, "br") };
}

/** The headers of a rendered page, before its encoding is chosen (what the page cache replays). */
export function setPageHeaders(res: ServerResponse, status: number, cacheControl: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", "Accept-Encoding");
}

/** Sends a page's body in the encoding it was made in. */
export function endPage(res: ServerResponse, body: Buffer, encoding: PageEncoding): void {
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** Stores the three encodings of a page the response `res` is about to send (its headers are replayed). */
export function keepPage(cache: PublicAnswerCache, url: string, version: number, status: number, res: ServerResponse, bodies: Record<PageEncoding, Buffer>): void {
  for (const encoding of ["br", "gzip", "identity"] as const) {
    const body = bodies[encoding];
    const headers = replayableHeaders(res, body);
    if (!headers) return;
    // The response's own encoding header is for the encoding it sends; each copy names its own.
    const raw: string[] = [];
    for (let i = 0; i < headers.length; i += 2) {
      if (headers[i] !== "content-encoding") raw.push(headers[i]!, headers[i + 1]!);
    }
    if (encoding !== "identity") raw.push("content-encoding", encoding);
    cache.set(pageKey(encoding, url), { status, rawHeaders: raw, body, version });
  }
}

function mayBeCachedPage(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && req.url !== undefined && req.url.startsWith("/");
}

/** Answers a request for a rendered page that is in the cache, before Express; the rest goes on. */
export function withPageFastPath(next: RequestListener, cache: PublicAnswerCache, versions: ContentVersionTracker): RequestListener {
  return (req, res) => {
    if (!mayBeCachedPage(req)) return next(req, res);
    const key = pageKey(preferredEncoding(req.headers["accept-encoding"]), req.url!);
    const known = versions.recent();
    const hit = known === undefined ? undefined : cache.get(key, known);
    if (hit) return sendCachedAnswer(res, hit);
    next(req, res);
  };
}
