import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// The API explorer's HTML page: GraphiQL's script and style, as the explorer's own Vite build
// named them in dist/explorer/.vite/manifest.json (scripts/vite-explorer-build.ts), served from
// /explorer-assets/. No inline script, so it runs under the site's Content-Security-Policy.

const MANIFEST = path.join(".vite", "manifest.json");
/** The entry's key in the manifest, and the address its files are served at (EXPLORER_ENTRY and EXPLORER_BASE there). */
const ENTRY = "src/explorer/main.tsx";
const BASE = "/explorer-assets/";

interface ManifestEntry {
  file: string;
  css?: string[];
}

/** The page, or null when the explorer is not built. */
export function explorerPage(explorerDist: string): string | null {
  const manifestFile = path.join(explorerDist, MANIFEST);
  if (!existsSync(manifestFile)) return null;
  const entry = (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestEntry>)[ENTRY];
  if (!entry) return null;
  const styles = (entry.css ?? []).map((file) => `<link rel="stylesheet" href="${BASE}${file}" />`).join("\n    ");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.png" type="image/png" sizes="64x64" />
    <title>API explorer</title>
    ${styles}
    <script type="module" src="${BASE}${entry.file}"></script>
  </head>
  <body>
    <div id="explorer"><noscript>The API explorer needs JavaScript. Tools send their queries to /graphql; the schema is at <a href="/graphql/schema.graphql">/graphql/schema.graphql</a>.</noscript></div>
  </body>
</html>
`;
}
