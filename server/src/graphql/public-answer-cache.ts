import type { ServerResponse } from "node:http";
import { OperationTypeNode, parse } from "graphql";
import { SESSION_COOKIE } from "../auth/auth-service.js";

// Answers to public GraphQL queries, kept in memory and reused while the content they were
// computed from is unchanged (services/content-version.ts). Only anonymous read-only queries
// that answered without errors are kept, with the headers they were first sent with, so a
// cached answer is byte for byte what the full pipeline would send. Bounded by total bytes;
// the least recently used answers go first. Requests reach it through answer-fast-path.ts.

export interface CachedAnswer {
  status: number;
  /** The headers to send, as a flat [name, value, name, value, ...] list. */
  rawHeaders: string[];
  body: Buffer;
  /** The content version the answer was computed at. */
  version: number;
}

export interface PublicAnswerCache {
  get(key: string, version: number): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): void;
  /** Bytes held (bodies and keys). */
  readonly size: number;
}

/** A larger answer is not worth keeping: it would push out many small ones. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** Answers may depend on the date (the list of sessions), so none is kept longer than this. */
const MAX_AGE_MS = 5 * 60 * 1000;
/** Query texts longer than this are not worth a cache key. */
const MAX_QUERY_CHARS = 20_000;
/** How many query texts the "is it a read-only query" verdicts are kept for. */
const MAX_VERDICTS = 2000;
/** Headers that belong to one response, never to be replayed. */
const PER_RESPONSE_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "x-answer-cache"]);

export function createPublicAnswerCache(maxBytes: number): PublicAnswerCache {
  const answers = new Map<string, CachedAnswer & { bytes: number; storedAt: number }>();
  let size = 0;

  const drop = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    size -= answer.bytes;
  };

  return {
    get(key, version) {
      const answer = answers.get(key);
      if (!answer) return undefined;
      if (answer.version !== version || Date.now() - answer.storedAt > MAX_AGE_MS) {
        drop(key);
        return undefined;
      }
      // Map keeps insertion order: moving the answer to the end marks it recently used.
      answers.delete(key);
      answers.set(key, answer);
      return answer;
    },
    set(key, answer) {
      const bytes = 2 * key.length + answer.body.length + 500;
      if (bytes > MAX_ANSWER_BYTES || bytes > maxBytes) return;
      drop(key);
      answers.set(key, { ...answer, bytes, storedAt: Date.now() });
      size += bytes;
      for (const oldest of answers.keys()) {
        if (size <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return size;
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
 * The cache key of a request body as sent: the same bytes and Accept header (which decides the
 * answer's content type) get the same answer. Whether an answer may be stored at all is decided
 * on the parsed body (`isShareableRequest`) when it is first computed.
 */
export function publicCacheKey(accept: string | undefined, bodyText: string): string {
  return `${accept ?? ""}\n${bodyText}`;
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
  return cookieHeader !== undefined && cookieHeader.includes(`${SESSION_COOKIE}=`);
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

const verdicts = new Map<string, boolean>();

/** True when the document's chosen operation is a query (never a mutation or subscription). */
export function isReadOnlyQuery(query: string, operationName: string | undefined): boolean {
  const key = `${operationName ?? ""}\n${query}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = decide(query, operationName);
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(key, verdict);
  }
  return verdict;
}

function decide(query: string, operationName: string | undefined): boolean {
  let document;
  try {
    document = parse(query);
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d) => d.kind === "OperationDefinition");
  const chosen = operationName ? operations.filter((o) => o.name?.value === operationName) : operations;
  return chosen.length === 1 && chosen[0]!.operation === OperationTypeNode.QUERY;
}
