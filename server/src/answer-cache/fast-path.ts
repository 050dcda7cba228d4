import { isCrossOrigin } from "../http/api-cors.js";
import { noteCache, noteRoute } from "../http/request-notes.js";
import type { IncomingMessage, RequestListener } from "node:http";
import type { ContentVersionTracker } from "../services/content-version.js";
import { hasSessionCookie, publicCacheKey, sendCachedAnswer, type PublicAnswerCache } from "./answer-cache.js";

// The way in for every HTTP request. A visitor's POST /graphql whose answer is in the answer
// cache (answer-cache.ts) is answered here, before Express, cookie parsing and Apollo: most of
// the public site's traffic. Everything else goes on to the Express app unchanged. On a miss the body read
// here, and its cache key, are handed on: the JSON parser takes the text, and the GraphQL
// handler stores the answer under the key. Only requests that passed here are ever stored.

/** Bodies larger than this are left to Express to read: public queries are small. */
const MAX_BODY_BYTES = 64 * 1024;
const PREREAD = Symbol("graphql body read by the fast path");
const CACHE_KEY = Symbol("public answer cache key");

type MarkedRequest = IncomingMessage & { [PREREAD]?: string; [CACHE_KEY]?: string };

/** The body text this module read from `req`, if it did; the JSON parser takes it from here. */
export function takePrereadBody(req: IncomingMessage): string | undefined {
  const text = (req as MarkedRequest)[PREREAD];
  delete (req as MarkedRequest)[PREREAD];
  return text;
}

/** The key under which the answer to `req` may be cached, when it came through here. */
export function cacheKeyOf(req: IncomingMessage): string | undefined {
  return (req as MarkedRequest)[CACHE_KEY];
}

function mayBeCached(req: IncomingMessage): boolean {
  if (req.method !== "POST") return false;
  if (req.url !== "/graphql" && !req.url?.startsWith("/graphql?")) return false;
  if (!req.headers["content-type"]?.startsWith("application/json") || req.headers["content-encoding"]) return false;
  // Only UTF-8 is read here; a body in another character set is left to Express, which decodes
  // UTF-16 and refuses the others (415).
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers["content-type"])?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return false;
  const length = Number(req.headers["content-length"]);
  // A tool's bearer request is counted against its token's limit, and another site's page gets
  // its CORS headers (http/api-cors.ts): neither is answered from here.
  return length > 0 && length <= MAX_BODY_BYTES && !hasSessionCookie(req.headers.cookie) && req.headers.authorization === undefined && !isCrossOrigin(req);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("body longer than its Content-Length"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export function withAnswerFastPath(next: RequestListener, cache: PublicAnswerCache, versions: ContentVersionTracker): RequestListener {
  const lookUp = async (key: string) => cache.get(key, versions.recent() ?? (await versions.current()));
  return (req, res) => {
    if (!mayBeCached(req)) {
      next(req, res);
      return;
    }
    readBody(req)
      .then(async (text) => {
        const key = publicCacheKey(req.headers.accept, req.headers["accept-encoding"], req.headers["accept-language"], text);
        const hit = await lookUp(key).catch(() => undefined);
        noteRoute(req, "/graphql");
        noteCache(req, "answer", hit ? "hit" : "miss");
        if (hit) return sendCachedAnswer(res, hit);
        (req as MarkedRequest)[PREREAD] = text;
        (req as MarkedRequest)[CACHE_KEY] = key;
        next(req, res);
      })
      .catch(() => res.destroy());
  };
}
