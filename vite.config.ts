import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { adminRouterCopy } from "./scripts/vite-admin-router.js";
import { explorerBuild } from "./scripts/vite-explorer-build.js";
import { pageChunkSources } from "./scripts/vite-page-sources.js";
import { precompressAssets } from "./scripts/vite-precompress.js";

// The API server (npm run dev starts it on port 4000); Vite forwards every server path to it
// (the API explorer's files too: the server serves them from dist/explorer, built by `vite build`).
const apiServer = process.env.DEV_API_SERVER ?? "http://localhost:4000";
const serverPaths = ["/graphql", "/explorer-assets", "/uploads", "/connection.php", "/api", "/public/api", "/submit-to-sheet"];
const out = (dir: string) => fileURLToPath(new URL(`./dist/${dir}`, import.meta.url));

// Two builds: the browser's (dist/client) and, with --ssr, the server's render of the same
// pages (dist/ssr/entry-server.js, loaded by server/src/ssr/page-renderer.ts).
const clientRoot = fileURLToPath(new URL("./client", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  plugins: isSsrBuild ? [react(), pageChunkSources(clientRoot)] : [react(), adminRouterCopy(), explorerBuild(clientRoot, out("explorer")), precompressAssets()],
  build: isSsrBuild
    ? { outDir: out("ssr"), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: out("client"),
        emptyOutDir: true,
        // dist/client/.vite/manifest.json maps sources to chunks; the browser test uses it to check
        // that the public pages never load the admin chunk.
        manifest: true,
        // The API explorer (GraphiQL at /graphql) is built apart, into dist/explorer (explorerBuild).
      },
  // The render workers load the server build. With its packages bundled in (React in its
  // production build), a worker loads a few files rather than hundreds from node_modules: measured
  // here on a busy machine, it was ready in 0.3-0.5 s instead of 1.8-2 s and held 4-7 MB less,
  // with renders as fast as before.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: apiServer, changeOrigin: false }])),
  },
}));
