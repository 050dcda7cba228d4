import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { acceptedEncodings } from "./built-assets.js";

// GET /graphql/schema.graphql: the whole schema as SDL, with its descriptions, for a tool's
// code generator or an editor. About 100 KB of text that compresses to a tenth: each encoding
// is compressed once, on the first request that accepts it (the schema is fixed for the
// server's life, and the start does not wait for it), and sent as built-assets.ts negotiates.

export const SCHEMA_DOWNLOAD_PATH = "/graphql/schema.graphql";

type Encoding = "br" | "gzip";

const COMPRESS: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => gzipSync(bytes, { level: 9 }),
};

export function schemaDownload(schemaText: string): RequestHandler {
  const plain = Buffer.from(schemaText, "utf8");
  const compressed = new Map<Encoding, Buffer>();
  const bodyIn = (encoding: Encoding) => compressed.get(encoding) ?? compressed.set(encoding, COMPRESS[encoding](plain)).get(encoding)!;

  return (req, res, next) => {
    // GET and HEAD only: other methods (OPTIONS among them) go on to the GraphQL handler and CORS.
    if (req.path !== SCHEMA_DOWNLOAD_PATH || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const encoding = acceptedEncodings(req.get("accept-encoding"))[0];
    const body = encoding ? bodyIn(encoding) : plain;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Content-Disposition", 'attachment; filename="schema.graphql"');
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
