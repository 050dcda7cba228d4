import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

// The built client's hashed assets (dist/client/assets/): their names change with their content,
// so they are cached for a year as immutable. The build leaves a Brotli and a gzip copy beside
// each text asset (scripts/vite-precompress.ts); a visitor gets the smallest their browser
// accepts. The folder is read once at start: a new build means a new server start anyway.

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const SAFE_NAME = /^[A-Za-z0-9_.-]+$/;

type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

interface Asset {
  file: string;
  size: number;
  encoded: Partial<Record<Encoding, { file: string; size: number }>>;
}

/** The encodings a request accepts (q=0 refuses one), best first. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return (["br", "gzip"] as const).filter((encoding) => accepted.has(encoding));
}

function readAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (!stat.isFile()) continue;
    const asset: Asset = { file, size: stat.size, encoded: {} };
    for (const encoding of ["br", "gzip"] as const) {
      const encodedFile = file + SUFFIX[encoding];
      if (existsSync(encodedFile)) asset.encoded[encoding] = { file: encodedFile, size: statSync(encodedFile).size };
    }
    assets.set(name, asset);
  }
  return assets;
}

/**
 * Serves /assets/<name> from `dir`. An unknown name is a 404, never the page's HTML: a script
 * tag pointing at a stale build must fail plainly.
 */
export function builtAssets(dir: string): RequestHandler {
  const assets = readAssets(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.replace(/^\//, "");
    const asset = SAFE_NAME.test(name) ? assets.get(name) : undefined;
    if (!asset) return void res.status(404).type("text/plain").send("Not found.");
    const encoding = acceptedEncodings(req.get("accept-encoding")).find((e) => asset.encoded[e]);
    const chosen = encoding ? asset.encoded[encoding]! : asset;
    res.type(path.extname(name));
    res.setHeader("Cache-Control", `public, max-age=${YEAR_SECONDS}, immutable`);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Length", String(chosen.size));
    if (encoding) res.setHeader("Content-Encoding", encoding);
    if (req.method === "HEAD") return void res.end();
    createReadStream(chosen.file)
      .on("error", (error) => next(error))
      .pipe(res);
  };
}
