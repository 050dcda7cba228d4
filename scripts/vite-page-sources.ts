import path from "node:path";
import type { Plugin } from "vite";

// The server's render names the page chunks a URL needs, so that its HTML can ask the browser to
// fetch them at once (modulepreload) rather than after the entry script has run. The render
// knows its routes' lazy pages, but not which files they became: this plugin, in the server's
// build only, turns `lazyPage(() => import("./x-page.js")` in the site's routes files into
// `lazyPage.at("src/site/area/x-page.tsx", () => import("./x-page.js")`, the module's key in
// the browser build's manifest (dist/client/.vite/manifest.json), where the server looks up
// the chunk's file.

const ROUTES_FILE = /[\\/]client[\\/]src[\\/]site[\\/](?:.+[\\/])?routes\.tsx?$/;
const LAZY_PAGE = /lazyPage\(\s*\(\)\s*=>\s*import\((["'])([^"']+)\1\)/g;

export function pageChunkSources(clientRoot: string): Plugin {
  return {
    name: "page-chunk-sources",
    async transform(code, id) {
      if (!ROUTES_FILE.test(id)) return null;
      let transformed = "";
      let last = 0;
      for (const match of code.matchAll(LAZY_PAGE)) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved) this.error(`${id}: cannot resolve the page ${match[2]}`);
        const key = path.relative(clientRoot, resolved.id).split(path.sep).join("/");
        transformed += code.slice(last, match.index) + `lazyPage.at(${JSON.stringify(key)}, () => import(${match[1]}${match[2]}${match[1]})`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: transformed + code.slice(last), map: null };
    },
  };
}
