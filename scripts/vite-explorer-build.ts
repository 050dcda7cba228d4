import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, type LogLevel, type Plugin } from "vite";
import { isStale } from "./lib/freshness.mjs";

// The API explorer (GraphiQL at /graphql in a browser) is built by a Vite build of its own into
// dist/explorer/, served at /explorer-assets/, run once the website's browser build has written
// its files. In one build the two entries would share React: the bundler would move it into a
// chunk of its own, and the public site's files would change for the explorer's sake. Apart,
// the public pages' chunks stay exactly as they were, and the explorer carries its own React.
//
// GraphiQL brings Monaco: about 7 MB of scripts and styles. Compressed like the website's assets
// (Brotli at its highest level, scripts/vite-precompress.ts), they alone took about 12 s of
// processor time; at Brotli level 9 they take under a second and come out about 10% larger, for
// a page that developers open now and then. So this build compresses its own files.
//
// Bundling it still costs about 5 s of processor time, so a build whose explorer is newer than
// its sources and the installed packages leaves it as it is (delete dist/explorer to force one).

/** The explorer's entry, relative to client/ (its key in the manifest). */
export const EXPLORER_ENTRY = "src/explorer/main.tsx";
/** The address its files are served at (server/src/app.ts). */
export const EXPLORER_BASE = "/explorer-assets/";

/** What the explorer's build depends on, relative to the repository (package-lock.json: GraphiQL's and Monaco's versions). */
const SOURCES = ["client/src/explorer", "scripts/vite-explorer-build.ts", "package.json", "package-lock.json"];

const TEXT_FILE = /\.(js|css|json|ttf|svg)$/;
const MIN_BYTES = 1024;

function compressFilesIn(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !TEXT_FILE.test(entry.name) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

export function explorerBuild(clientRoot: string, outDir: string): Plugin {
  let logLevel: LogLevel = "info";
  return {
    name: "college-explorer-build",
    apply: "build",
    configResolved(config) {
      logLevel = config.logLevel ?? "info";
    },
    async writeBundle() {
      if (!isStale(path.relative(path.dirname(clientRoot), path.join(outDir, ".vite", "manifest.json")), SOURCES)) {
        this.info("the API explorer (dist/explorer) is up to date: not rebuilt");
        return;
      }
      await build({
        configFile: false,
        root: clientRoot,
        base: EXPLORER_BASE,
        logLevel,
        publicDir: false,
        plugins: [react()],
        build: {
          outDir,
          emptyOutDir: true,
          assetsDir: "",
          manifest: true,
          // Monaco is large, and loaded after the page shows; no warning for it.
          chunkSizeWarningLimit: 4096,
          rollupOptions: { input: { explorer: path.join(clientRoot, EXPLORER_ENTRY) } },
        },
        // Monaco's workers (the editor's, JSON's and GraphQL's) are bundled as module workers
        // served from the site, so they run under its script-src 'self'.
        worker: { format: "es" },
      });
      compressFilesIn(outDir);
    },
  };
}
