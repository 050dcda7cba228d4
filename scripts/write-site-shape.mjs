// After the server-render build: writes dist/ssr/site-shape.json, the site's addresses (route
// patterns, the parameter values the client knows, the pages with a public form), read from the
// render module once here so that the server does not start a render worker (about 45 MB) just
// to learn them: a server answering only cached pages and the API then never starts one.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./lib/run.mjs";

export const SITE_SHAPE_FILE = "site-shape.json";

export async function writeSiteShape(ssrDir = path.join(ROOT, "dist", "ssr")) {
  const renderModule = await import(pathToFileURL(path.join(ssrDir, "entry-server.js")).href);
  const shape = {
    routePatterns: renderModule.routePatterns(),
    routeParameterValues: renderModule.ROUTE_PARAMETER_VALUES ?? {},
    formPaths: renderModule.FORM_PATHS,
  };
  fs.writeFileSync(path.join(ssrDir, SITE_SHAPE_FILE), `${JSON.stringify(shape)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await writeSiteShape();
