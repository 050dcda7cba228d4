import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { acceptedEncodings } from "../http/built-assets.js";

// Larger GraphQL answers go out compressed (a department page's answer is tens of KB of JSON,
// a few KB compressed: what a phone on a slow network notices). Small ones are sent as they are:
// below about one network packet, compressing saves nothing a visitor would feel. A cached
// answer is kept compressed, so a hit costs no compression.

export type AnswerEncoding = "br" | "gzip" | "identity";

/** Answers smaller than this are not compressed. */
export const COMPRESS_FROM_BYTES = 1400;

export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  return acceptedEncodings(acceptEncoding)[0] ?? "identity";
}

/** The body to send for `encoding`, and the Content-Encoding to name (none when sent as it is). */
export function compressAnswer(body: Buffer, encoding: AnswerEncoding): { body: Buffer; contentEncoding?: "br" | "gzip" } {
  if (encoding === "identity" || body.length < COMPRESS_FROM_BYTES) return { body };
  if (encoding === "gzip") return { body: gzipSync(body, { level: 6 }), contentEncoding: "gzip" };
  // Quality 5: most of Brotli's gain at a small cost, since uncached answers are compressed per request.
  return {
    body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    contentEncoding: "br",
  };
}
