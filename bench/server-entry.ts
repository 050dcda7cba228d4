import { rm } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "./children.js";
import type { ServerBuild } from "./options.js";

// The node arguments that run our server: from source through tsx, or an esbuild bundle made
// like the one `npm start` runs (scripts/lib/build.mjs, bundleServer: keep the two in step).
// The bench bundles into bench/results/server-bundle, never dist/, which a server or test may
// be using; inside the repository, so that the bundle's imports find node_modules.

const BUNDLE_DIR = path.join(REPO_ROOT, "bench", "results", "server-bundle");

export async function serverEntry(build: ServerBuild): Promise<string[]> {
  if (build === "tsx") return ["--import", "tsx", "server/src/main.ts"];
  const outdir = BUNDLE_DIR;
  await rm(outdir, { recursive: true, force: true });
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: ["server/src/main.ts"],
    outdir,
    outExtension: { ".js": ".mjs" },
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    keepNames: true,
    sourcemap: "linked",
    tsconfig: "tsconfig.json",
    logLevel: "warning",
    absWorkingDir: REPO_ROOT,
  });
  return [path.relative(REPO_ROOT, path.join(outdir, "main.mjs"))];
}
