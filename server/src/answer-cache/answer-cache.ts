import type { IncomingMessage, ServerResponse } from "node:http";
import { SESSION_COOKIE } from "../auth/auth-service.js";
import { languageFromAcceptLanguage } from "../http/accept-language.js";
import { ByteBoundedCache } from "../base/byte-bounded-cache.js";
import { answerEncoding } from "./compressed-answers.js";
import type { ReadSources } from "../base/read-sources.js";

// Answers to visitors' GraphQL queries, kept in memory and reused while the content they were
// computed from is unchanged (services/content-version.ts). Only anonymous read-only queries
// that answered without errors are kept, with the headers they were first sent with, so a
// cached answer is byte for byte what the full pipeline would send. Bounded by the bytes it
// holds, keys and headers included; the least recently used answers go first.
//
// The three pieces of this folder: fast-path.ts answers a hit before Express runs; on a miss,
// the GraphQL handler (graphql/http-handler.ts) stores the answer with `keepAnswer`, when
// Apollo's pipeline has marked it shareable (shareable-answers.ts).

export interface CachedAnswer {
  status: number;
  /** The headers to send, as a flat [name, value, name, value, ...] list. */
  rawHeaders: string[];
  body: Buffer;
  /** The content version the answer was computed at. */
  version: number;
  /** A page query's answer: the sources of content it read and their numbers then (render-answers.ts). */
  stamped?: { sources: ReadSources; stamp: string };
}

export interface PublicAnswerCache {
  /** The answer under `key` while it is current: computed at content `version`, or as `current` judges it. */
  get(key: string, version: number | ((answer: CachedAnswer) => boolean)): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): void;
  /** Bytes held (keys, bodies, headers and bookkeeping). */
  readonly size: number;
}

/** A larger answer is not worth keeping: it would push out many small ones. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** Answers may depend on the date (the list of sessions), so none is kept longer than this. */
const MAX_AGE_MS = 5 * 60 * 1000;
/** Query texts longer than this are not worth a cache key. */
const MAX_QUERY_CHARS = 20_000;
/** Headers that belong to one response, never to be replayed. */
// Strict-Transport-Security depends on how each request came (http/transport-security.ts).
const PER_RESPONSE_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "x-answer-cache",
  "strict-transport-security",
  "x-request-id",
]);
/** The answer object, its headers array and the Buffer object around the body's bytes. */
const ANSWER_OVERHEAD_BYTES = 300;

type StoredAnswer = CachedAnswer & { storedAt: number };

/**
 * What one answer holds in memory: its body, its headers (counted as if none were shared; HTTP
 * header text is Latin-1, one byte a character) and the objects around them. Measured on the
 * server with a small answer: 1,370 heap bytes an entry, counted (with its key) as 2,330.
 */
export function answerBytes(answer: CachedAnswer): number {
  let bytes = ANSWER_OVERHEAD_BYTES + answer.body.length;
  for (const text of answer.rawHeaders) bytes += 8 + 24 + text.length;
  return bytes;
}

export function createPublicAnswerCache(maxBytes: number): PublicAnswerCache {
  const answers = new ByteBoundedCache<StoredAnswer>(maxBytes, answerBytes, MAX_ANSWER_BYTES);
  return {
    get(key, version) {
      const answer = answers.get(key);
      if (!answer) return undefined;
      const current = typeof version === "number" ? answer.version === version : version(answer);
      if (!current || Date.now() - answer.storedAt > MAX_AGE_MS) {
        answers.delete(key);
        return undefined;
      }
      return answer;
    },
    set(key, answer) {
      answers.set(key, { ...answer, storedAt: Date.now() });
    },
    get size() {
      return answers.bytes;
    },
  };
}

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/**
 * The cache key of a request body as sent: the same bytes, Accept header (which decides the
 * answer's content type) and language of the Accept-Language header (which decides the language
 * of translatable fields when the query gives no `lang`) get the same answer. Whether an answer may be stored at all is decided
 * on the parsed body (`isShareableRequest`) when it is first computed.
 */
export function publicCacheKey(accept: string | undefined, acceptEncoding: string | undefined, acceptLanguage: string | undefined, bodyText: string): string {
  return `${answerEncoding(acceptEncoding)}\n${languageFromAcceptLanguage(acceptLanguage)}\n${accept ?? ""}\n${bodyText}`;
}

/** One plain operation in a JSON object: the only shape whose answer may be shared. */
export function isShareableRequest(body: unknown): body is { query: string; operationName?: string | null } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const { query, variables, operationName, extensions } = body as GraphQLBody;
  if (typeof query !== "string" || query.length > MAX_QUERY_CHARS || extensions !== undefined) return false;
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string") return false;
  return variables === undefined || variables === null || (typeof variables === "object" && !Array.isArray(variables));
}

/** For requests not yet through cookie-parser: is a session cookie there at all? */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader?.includes(`${SESSION_COOKIE}=`) ?? false;
}

/** The headers of a response about to be sent, as a cached answer replays them; undefined if it sets a cookie. */
export function replayableHeaders(res: ServerResponse, body: Buffer): string[] | undefined {
  const raw: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (name === "set-cookie") return undefined;
    if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) raw.push(name, String(one));
  }
  raw.push("content-length", String(body.length), "x-answer-cache", "hit");
  return raw;
}

export function sendCachedAnswer(res: ServerResponse, answer: CachedAnswer): void {
  res.writeHead(answer.status, answer.rawHeaders);
  res.end(answer.body);
}

const SHAREABLE = Symbol("answer may be shared");

/**
 * Marks `req`'s answer as one every visitor may be given: its operation was a query (never a
 * mutation) and it answered without errors. Called from Apollo Server's pipeline
 * (shareable-answers.ts), which has parsed the query already, so the cache needs no parse and
 * no memory of its own.
 */
export function markShareableAnswer(req: IncomingMessage): void {
  (req as IncomingMessage & { [SHAREABLE]?: true })[SHAREABLE] = true;
}

export function isShareableAnswer(req: IncomingMessage): boolean {
  return (req as IncomingMessage & { [SHAREABLE]?: true })[SHAREABLE] === true;
}

/**
 * Stores the answer about to be sent for `req` under `key`, computed at content `version`, when
 * Apollo's pipeline marked it shareable; the response then says so (X-Answer-Cache: miss).
 * `res` must carry the answer's status and headers already.
 */
export function keepAnswer(cache: PublicAnswerCache, key: string, version: number, req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  if (res.statusCode !== 200 || !isShareableAnswer(req)) return;
  // Memory of its own: a small Buffer.from() would be a slice of a shared 8 KB pool slab,
  // and a cached slice keeps the whole slab alive.
  const bytes = Buffer.allocUnsafeSlow(body.length);
  body.copy(bytes);
  const rawHeaders = replayableHeaders(res, bytes);
  if (!rawHeaders) return;
  cache.set(key, { status: 200, rawHeaders, body: bytes, version });
  res.setHeader("X-Answer-Cache", "miss");
}
