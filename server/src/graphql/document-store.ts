import type { DocumentStore } from "@apollo/server";
import type { DocumentNode, Token } from "graphql";
import { ByteBoundedCache, stringBytes } from "../base/byte-bounded-cache.js";

// Apollo Server keeps every parsed and validated query, so the next request with the same text
// skips both steps. Its default store sizes a document by its JSON, which leaves out what the
// document really holds: its location objects keep the whole query text and the lexer's list of
// tokens, comments included. A 50-character query measured 1 KB as JSON and holds 5 KB; a
// 30 KB query of comment lines measured 431 bytes and holds 900 KB. This store counts what is
// held, so its bound is a bound on memory.

/** Memory for parsed queries: a few hundred distinct operations, each a few to 50 KB. */
export const DOCUMENT_STORE_BYTES = 8 * 1024 * 1024;
/** A larger document is parsed again each time rather than pushing out many others. */
const MAX_DOCUMENT_BYTES = 1024 * 1024;
/**
 * Heap bytes per token, with the syntax tree nodes and locations made from it: measured from
 * 88 (comment lines) to 373 (a one-field query) with graphql 16 on Node 20, so counted high.
 */
const BYTES_PER_TOKEN = 400;
/** The document node, its definitions list and source object. */
const DOCUMENT_BYTES = 1000;

/** What a parsed document holds in memory: its query text, its tokens and the tree built from them. */
export function documentBytes(document: DocumentNode): number {
  const loc = document.loc;
  if (!loc) return DOCUMENT_BYTES + 4 * JSON.stringify(document).length;
  let tokens = 0;
  for (let token: Token | null = loc.startToken; token; token = token.next) tokens++;
  return DOCUMENT_BYTES + stringBytes(loc.source.body) + BYTES_PER_TOKEN * tokens;
}

export interface BoundedDocumentStore extends DocumentStore {
  /** Bytes held, keys included. */
  readonly bytes: number;
}

export function createDocumentStore(maxBytes = DOCUMENT_STORE_BYTES): BoundedDocumentStore {
  const cache = new ByteBoundedCache<DocumentNode>(maxBytes, documentBytes, MAX_DOCUMENT_BYTES);
  return {
    async get(key) {
      return cache.get(key);
    },
    async set(key, document) {
      cache.set(key, document);
    },
    async delete(key) {
      return cache.delete(key);
    },
    get bytes() {
      return cache.bytes;
    },
  };
}

/**
 * Memory for Apollo Server's own cache, which holds the query texts registered by automatic
 * persisted queries (a client sends a query's hash, then the text once). Apollo's default
 * counts only each text's length, not its 68-character key nor the entry, so many distinct tiny
 * queries held several times what it counted.
 */
export const QUERY_TEXT_STORE_BYTES = 2 * 1024 * 1024;

export interface QueryTextStore {
  get(key: string): Promise<string | undefined>;
  /** `ttl` in seconds, as Apollo gives it; none or null keeps the text until it is pushed out. */
  set(key: string, value: string, options?: { ttl?: number | null }): Promise<void>;
  delete(key: string): Promise<boolean>;
  /** Bytes held, keys included. */
  readonly bytes: number;
}

/** Apollo's key-value cache (the `cache` option), bounded by the bytes it holds. */
export function createQueryTextStore(maxBytes = QUERY_TEXT_STORE_BYTES): QueryTextStore {
  const cache = new ByteBoundedCache<{ text: string; expiresAt: number }>(maxBytes, (entry) => 16 + stringBytes(entry.text));
  return {
    async get(key) {
      const entry = cache.get(key);
      if (!entry) return undefined;
      if (Date.now() > entry.expiresAt) {
        cache.delete(key);
        return undefined;
      }
      return entry.text;
    },
    async set(key, text, options) {
      const ttl = options?.ttl;
      cache.set(key, { text, expiresAt: ttl ? Date.now() + ttl * 1000 : Number.POSITIVE_INFINITY });
    },
    async delete(key) {
      return cache.delete(key);
    },
    get bytes() {
      return cache.bytes;
    },
  };
}
