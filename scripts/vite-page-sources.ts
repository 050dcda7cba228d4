import path from "node:path";
import type { Plugin } from "vite";

// The server's render names the page chunks a URL needs, so that its HTML can ask the browser to
// fetch them at once (modulepreload) rather than after the entry script has run. The render
// knows its routes' lazy pages, but not which files they became: this plugin, in the server's
// build only, turns `lazyPage(() => import("./x-page.js")` in the site's routes files into
// `lazyPage.at("src/site/area/x-page.tsx", () => import("./x-page.js")`, the module's key in
// the browser build's manifest (dist/client/.vite/manifest.json), where the server looks up
// the chunk's file. The same for the islands (client/src/islands/islands.ts):
// `defineIsland("name", () => import("../x.js")` becomes
// `defineIsland.at("src/x.tsx", "name", () => import("../x.js")`, so the HTML preloads the chunks
// of the islands a page holds.

const ROUTES_FILE = /[\\/]client[\\/]src[\\/]site[\\/](?:.+[\\/])?routes\.tsx?$/;
const LAZY_PAGE = /lazyPage\(\s*\(\)\s*=>\s*import\((["'])([^"']+)\1\)/g;
const ISLANDS_FILE = /[\\/]client[\\/]src[\\/]islands[\\/]islands\.ts$/;
const ISLAND = /defineIsland\(\s*(["'][\w-]+["']),\s*\(\)\s*=>\s*import\((["'])([^"']+)\2\)/g;

export function pageChunkSources(clientRoot: string): Plugin {
  return {
    name: "page-chunk-sources",
    async transform(code, id) {
      const islands = ISLANDS_FILE.test(id);
      if (!islands && !ROUTES_FILE.test(id)) return null;
      let transformed = "";
      let last = 0;
      for (const match of code.matchAll(islands ? ISLAND : LAZY_PAGE)) {
        const [quote, source] = islands ? [match[2]!, match[3]!] : [match[1]!, match[2]!];
        const resolved = await this.resolve(source, id);
        if (!resolved) this.error(`${id}: cannot resolve the module ${source}`);
        const key = JSON.stringify(path.relative(clientRoot, resolved.id).split(path.sep).join("/"));
        const load = `() => import(${quote}${source}${quote})`;
        transformed += code.slice(last, match.index) + (islands ? `defineIsland.at(${key}, ${match[1]}, ${load}` : `lazyPage.at(${key}, ${load}`);
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: transformed + code.slice(last), map: null };
    },
  };
}
