import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

// After `vite build`, every text asset of at least 1 KB gets a Brotli (.br) and a gzip (.gz) copy
// beside it, compressed once at the highest levels, so the server sends a visitor the smallest
// one their browser accepts without compressing on each request (server/src/http/built-assets.ts).

const TEXT_ASSET = /\.(js|mjs|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "college-precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Vite calls this after a failed build too, before any file was written: walking a missing
      // folder would throw, and Vite would then report that instead of the build's own error.
      if (!existsSync(outDir)) return;
      for (const file of filesBelow(outDir)) {
        if (!TEXT_ASSET.test(file) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
