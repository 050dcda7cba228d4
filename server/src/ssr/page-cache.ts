import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { sendCachedAnswer, replayableHeaders, type CachedAnswer, type PublicAnswerCache } from "../answer-cache/answer-cache.js";
import { acceptedEncodings } from "../http/built-assets.js";
import { noteCache, notePage } from "../http/request-notes.js";
import type { ContentVersionTracker } from "../services/content-version.js";
import { pageBodyIn, type EncodedPage, type PageEncoding } from "./page-encoding.js";
import { answerKeptPageIfCurrent } from "./page-revalidation.js";
import type { PathVerdict } from "./route-paths.js";

// Rendered public pages, kept like the visitors' GraphQL answers (the same cache type, bounded
// by the bytes it holds, keys and headers included): reused until the content version changes,
// so a page costs about what a cached answer costs. Each page is kept as Brotli, compressed once
// when it is rendered (every browser in use takes it); a client that takes only gzip or no
// compression, which no browser is, gets a copy made from it, kept from then on like the first. A page is kept under its canonical path (route-paths.ts), and every
// unknown address shares the one not-found page, so no spelling of an address and no invented
// address adds an entry. The fast path answers a hit before Express runs (304 when the client
// has it: page-revalidation.ts); the page route (page-route.ts) renders and stores on a miss.

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

/** Sends a page's body in `encoding` (made from the Brotli copy for a client that takes no Brotli). */
export function endPage(res: ServerResponse, bodies: EncodedPage, encoding: PageEncoding): void {
  const body = pageBodyIn(bodies, encoding);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.byteLength);
  res.end(body);
}

/**
 * Bytes in memory of their own: a small Buffer may be a slice of Node's shared 8 KB pool slab,
 * and a cached slice would keep the whole slab alive.
 */
function ownBytes(bytes: Uint8Array): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) return Buffer.from(bytes.buffer, 0, bytes.byteLength);
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  own.set(bytes);
  return own;
}

/** The replayable headers of an answer sent as `encoding`, from those of the same answer sent as another. */
function headersFor(headers: readonly string[], encoding: PageEncoding, bodyBytes: number): string[] {
  const raw: string[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i]!;
    if (name === "content-encoding") continue;
    raw.push(name, name === "content-length" ? String(bodyBytes) : headers[i + 1]!);
  }
  if (encoding !== "identity") raw.push("content-encoding", encoding);
  return raw;
}

/** Stores the Brotli copy of a page the response `res` is about to send (its headers are replayed). */
export function keepPage(cache: PublicAnswerCache, name: string, version: number, status: number, res: ServerResponse, bodies: EncodedPage): void {
  const body = ownBytes(bodies.br);
  const headers = replayableHeaders(res, body);
  // The response's own encoding header is for the encoding it sends; the copy names its own.
  if (headers) cache.set(pageKey("br", name), { status, rawHeaders: headersFor(headers, "br", body.length), body, version });
}

/**
 * The cached page `name` in `encoding`, if it was kept at `version`. For a client that takes no
 * Brotli, its copy is made from the Brotli one the first time and kept.
 */
export function cachedPage(cache: PublicAnswerCache, encoding: PageEncoding, name: string, version: number): CachedAnswer | undefined {
  const hit = cache.get(pageKey(encoding, name), version);
  if (hit || encoding === "br") return hit;
  const br = cache.get(pageKey("br", name), version);
  if (!br) return undefined;
  const body = ownBytes(pageBodyIn({ br: br.body }, encoding));
  const copy: CachedAnswer = { status: br.status, rawHeaders: headersFor(br.rawHeaders, encoding, body.length), body, version };
  cache.set(pageKey(encoding, name), copy);
  return copy;
}

function mayBeCachedPage(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && req.url !== undefined && req.url.startsWith("/");
}

/**
 * Answers a request for a rendered page that is in the cache, before Express; the rest goes on.
 * `resolve` says which page an address shows (the renderer's route table); `answered` hears of
 * every page answered from the cache.
 */
export function withPageFastPath(
  next: RequestListener,
  cache: PublicAnswerCache,
  versions: ContentVersionTracker,
  resolve: (rawPath: string) => PathVerdict,
  answered: () => void = () => {},
): RequestListener {
  const answerFrom = (req: IncomingMessage, res: ServerResponse, path: string, version: number): void => {
    const hit = cachedPage(cache, preferredEncoding(req.headers["accept-encoding"]), path, version);
    if (!hit) {
      next(req, res);
      return;
    }
    noteCache(req, "page", "hit");
    if (!answerKeptPageIfCurrent(req, res, hit)) sendCachedAnswer(res, hit);
    answered();
  };
  return (req, res) => {
    if (!mayBeCachedPage(req)) return next(req, res);
    // Only a route's own address: any other may be a file or an endpoint that Express serves.
    const verdict = resolve(rawPathOf(req.url!));
    if (verdict.kind !== "page") return next(req, res);
    notePage(req, verdict.path);
    // The one lookup of a route's page: on a miss the page route renders without looking again.
    const known = versions.recent();
    if (known !== undefined) return answerFrom(req, res, verdict.path, known);
    versions.current().then(
      (version) => answerFrom(req, res, verdict.path, version),
      () => next(req, res),
    );
  };
}
