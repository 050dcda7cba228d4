import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from "node:zlib";

// A rendered page's HTML as a browser takes it. The render worker makes the Brotli copy once per
// render (off the main thread) and the page cache keeps it: every browser in use takes Brotli.
// A client that does not (a script, an old tool) gets a gzip or plain copy made from it, which
// page-cache.ts keeps from then on: a render does not pay for copies nearly nobody asks for.

export type PageEncoding = "br" | "gzip" | "identity";

export type CompressedEncoding = "br" | "gzip";

/** A rendered page's body as it is made and kept: Brotli. */
export interface EncodedPage {
  br: Uint8Array;
}

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

export function encodePageAs(html: string | Buffer, encoding: CompressedEncoding): Buffer {
  const plain = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  if (encoding === "gzip") return gzipSync(plain, { level: GZIP_LEVEL });
  return brotliCompressSync(plain, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
  });
}

/** A page's HTML as it is kept for the visitors to come. */
export function encodePage(html: string | Buffer): EncodedPage {
  return { br: encodePageAs(html, "br") };
}

/** A page's body in `encoding`: the Brotli copy, or one made from it for a client that takes no Brotli. */
export function pageBodyIn(bodies: EncodedPage, encoding: PageEncoding): Uint8Array {
  if (encoding === "br") return bodies.br;
  const plain = brotliDecompressSync(bodies.br);
  return encoding === "gzip" ? encodePageAs(plain, "gzip") : plain;
}
