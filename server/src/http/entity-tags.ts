import { createHash } from "node:crypto";

// ETags and If-None-Match, for every answer a client may revalidate (GET queries, public pages).
// Weak tags: the same answer goes out in several encodings (plain, gzip, Brotli), whose bytes
// differ while what they say is the same.

/** A weak ETag of the bytes (or text) that stand for one answer. */
export function weakETag(content: string | Uint8Array): string {
  return `W/"${createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`;
}

/** Whether the client's If-None-Match already names this ETag (weak comparison, RFC 9110 13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}
