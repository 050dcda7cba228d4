import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

// A rendered page's HTML in the encodings a browser may take. The render worker makes Brotli and
// gzip once per render (off the main thread), the page cache keeps them, and each visitor gets
// the smallest their browser accepts. The plain HTML is not made or kept beside them: nearly
// every client accepts gzip, and one that does not gets the gzip copy inflated (page-cache.ts
// keeps that copy only once such a client has asked for the page).

export type PageEncoding = "br" | "gzip" | "identity";

/** The encodings a page is made and kept in. */
export const STORED_ENCODINGS = ["br", "gzip"] as const;

export type StoredEncoding = (typeof STORED_ENCODINGS)[number];

export type EncodedPage = Record<StoredEncoding, Uint8Array>;

/**
 * Brotli quality 5 and gzip level 4. Measured here on the demo home page (67 KB of HTML):
 * Brotli 9 made 11,496 bytes in 266 ms, Brotli 5 made 11,675 bytes in 2.8 ms; gzip 9 and 6
 * differ by 0.2% in size. Every fresh render pays this, so 1.5% more bytes is the better deal.
 * On all 252 English and Marathi pages (70 KB of HTML on average, 26 November 2026): Brotli 4
 * makes 10% more bytes than 5 (13.6 against 12.4 KB) for 0.17 ms less, so 5 stays, since nearly
 * every browser takes Brotli; gzip, for the few that do not, made 13.2 KB in 0.65 ms at level 6
 * and 13.9 KB in 0.39 ms at level 4 (level 1: 16.1 KB in 0.25 ms).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 4;

export function encodePageAs(html: string | Buffer, encoding: StoredEncoding): Buffer {
  const plain = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  if (encoding === "gzip") return gzipSync(plain, { level: GZIP_LEVEL });
  return brotliCompressSync(plain, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
  });
}

/** A page's HTML in every stored encoding, to be kept for the visitors to come. */
export function encodePage(html: string): EncodedPage {
  const plain = Buffer.from(html, "utf8");
  return { gzip: encodePageAs(plain, "gzip"), br: encodePageAs(plain, "br") };
}

/** A page's body in `encoding`: the stored copy, or for a client that takes no compression the gzip copy inflated. */
export function pageBodyIn(bodies: EncodedPage, encoding: PageEncoding): Uint8Array {
  return encoding === "identity" ? gunzipSync(bodies.gzip) : bodies[encoding];
}
