import path from "node:path";
import { bundleServer, serverNodeFlags } from "../scripts/lib/build.mjs";
import { REPO_ROOT } from "./children.js";
import type { ServerBuild } from "./options.js";

// The node arguments that run our server: from source through tsx, or the esbuild bundle that
// `npm start` runs, with the same node flags. The bench bundles into bench/results/server-bundle,
// never dist/, which a server or test may be using; inside the repository, so that the bundle's
// imports find node_modules.

const BUNDLE_DIR = path.join(REPO_ROOT, "bench", "results", "server-bundle");

export async function serverEntry(build: ServerBuild): Promise<string[]> {
  if (build === "tsx") return ["--import", "tsx", "server/src/main.ts"];
  await bundleServer(path.relative(REPO_ROOT, BUNDLE_DIR));
  return [...serverNodeFlags(), path.relative(REPO_ROOT, path.join(BUNDLE_DIR, "main.mjs"))];
}
