import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { sendCachedAnswer, replayableHeaders, type PublicAnswerCache } from "../answer-cache/answer-cache.js";
import { acceptedEncodings } from "../http/built-assets.js";
import type { ContentVersionTracker } from "../services/content-version.js";
import { PAGE_ENCODINGS, type EncodedPage, type PageEncoding } from "./page-encoding.js";
import type { PathVerdict } from "./route-paths.js";

// Rendered public pages, kept like the visitors' GraphQL answers (the same bounded cache type):
// reused until the content version changes, so a page costs about what a cached answer costs.
// Each page is kept three times, as Brotli, gzip and plain HTML, compressed once when it is
// rendered; a visitor gets the smallest their browser accepts. A page is kept under its
// canonical path (route-paths.ts), and every unknown address shares the one not-found page, so
// no spelling of an address and no invented address adds an entry. The fast path answers a hit
// before Express runs; the page route (page-route.ts) renders and stores on a miss.

export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  return acceptedEncodings(acceptEncoding)[0] ?? "identity";
}

/** The cache's name for the page a verdict leads to; none for a spelling that is redirected. */
export function pageCacheName(verdict: PathVerdict): string | undefined {
  if (verdict.kind === "page") return verdict.path;
  if (verdict.kind === "unknown") return "(not found)";
  return undefined;
}

export function pageKey(encoding: PageEncoding, name: string): string {
  return `page ${encoding} ${name}`;
}

/** The path of a request's URL, without its query string. */
export function rawPathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** The headers of a rendered page, before its encoding is chosen (what the page cache replays). */
export function setPageHeaders(res: ServerResponse, status: number, cacheControl: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Vary", "Accept-Encoding");
}

/** Sends a page's body in the encoding it was made in. */
export function endPage(res: ServerResponse, body: Uint8Array, encoding: PageEncoding): void {
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.byteLength);
  res.end(body);
}

/** Stores the three encodings of a page the response `res` is about to send (its headers are replayed). */
export function keepPage(cache: PublicAnswerCache, name: string, version: number, status: number, res: ServerResponse, bodies: EncodedPage): void {
  for (const encoding of PAGE_ENCODINGS) {
    const body = Buffer.from(bodies[encoding].buffer, bodies[encoding].byteOffset, bodies[encoding].byteLength);
    const headers = replayableHeaders(res, body);
    if (!headers) return;
    // The response's own encoding header is for the encoding it sends; each copy names its own.
    const raw: string[] = [];
    for (let i = 0; i < headers.length; i += 2) {
      if (headers[i] !== "content-encoding") raw.push(headers[i]!, headers[i + 1]!);
    }
    if (encoding !== "identity") raw.push("content-encoding", encoding);
    cache.set(pageKey(encoding, name), { status, rawHeaders: raw, body, version });
  }
}

function mayBeCachedPage(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && req.url !== undefined && req.url.startsWith("/");
}

/**
 * Answers a request for a rendered page that is in the cache, before Express; the rest goes on.
 * `resolve` says which page an address shows (the renderer's route table).
 */
export function withPageFastPath(
  next: RequestListener,
  cache: PublicAnswerCache,
  versions: ContentVersionTracker,
  resolve: (rawPath: string) => PathVerdict,
): RequestListener {
  return (req, res) => {
    if (!mayBeCachedPage(req)) return next(req, res);
    // Only a route's own address: any other may be a file or an endpoint that Express serves.
    const verdict = resolve(rawPathOf(req.url!));
    const known = versions.recent();
    const hit = verdict.kind !== "page" || known === undefined ? undefined : cache.get(pageKey(preferredEncoding(req.headers["accept-encoding"]), verdict.path), known);
    if (hit) return sendCachedAnswer(res, hit);
    next(req, res);
  };
}
