import { describe, expect, it } from "vitest";
import { importCircles, importGraph } from "../support/import-graph.js";
import { readmeLayers } from "../support/readme-map.js";

// The import graph of the project's own modules (type imports and dynamic imports are edges
// too): no circles, the server's layers as the README's map draws them, and the public site
// apart from the administration area and the server's heavier modules.

const graph = importGraph(["server/src", "client/src", "scripts", "bench"]);

/** The README's list of layers, lowest first: a module may import its own layer and those below it. */
const SERVER_LAYERS: readonly (readonly string[])[] = readmeLayers();

/** Transports that answer requests: they get the services, never the data source or the storage. */
const REQUEST_TRANSPORTS = ["graphql", "legacy", "answer-cache", "ssr", "http", "feeds"];

// Plain data without imports, small enough for the public pages: the rules forms check in the
// browser, the languages' addresses, and how dates are written.
const SERVER_MODULES_FOR_VISITORS = [
  "server/src/content/kinds/rules.ts",
  "server/src/content/submission-limits.ts",
  "server/src/content/languages.ts",
  "server/src/content/format-date.ts",
  // How a link is read (another site, a page, a stored file): plain functions, no imports.
  "server/src/content/link-targets.ts",
  // Which page shows which page text: plain data (the GIGW pages' keys are their paths).
  "server/src/content/page-text-places.ts",
  // The render job's message types (a page's requests and answers): types only, nothing runs.
  "server/src/ssr/render-protocol.ts",
];

// The generic list page (client/src/site/public-lists/) draws the types of the registry's public
// blocks: it reads the registry's plain data (server/src/content/), and only the server renders
// it. No island (what the browser loads) may reach it or the registry.
const REGISTRY_READERS = /^client\/src\/site\/public-lists\//;

/** Every module `start` imports, directly or not. */
function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const next = [start];
  while (next.length > 0) {
    for (const to of graph.get(next.pop()!) ?? []) {
      if (seen.has(to)) continue;
      next.push(to);
      seen.add(to);
    }
  }
  return seen;
}

/** "db" for server/src/db/data-source.ts, "compose" for server/src/compose.ts. */
function serverArea(file: string): string | undefined {
  const inside = /^server\/src\/(.+)$/.exec(file)?.[1];
  return inside?.split("/")[0]?.replace(/\.ts$/, "");
}

const edges = [...graph].flatMap(([from, targets]) => [...targets].map((to) => ({ from, to })));

describe("import graph", () => {
  it("reads the project's modules and the README's layers", () => {
    expect(SERVER_LAYERS.length).toBeGreaterThan(5);
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get("server/src/services/services.ts")).toContain("server/src/auth/auth-service.ts");
  });

  it("has no circles", () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it("keeps every server module in a layer of the map", () => {
    const placed = new Set(SERVER_LAYERS.flat());
    const unplaced = [...graph.keys()].map(serverArea).filter((area) => area !== undefined && !placed.has(area));
    expect([...new Set(unplaced)]).toEqual([]);
  });

  it("lets the server's layers look only down", () => {
    const layer = (area: string) => SERVER_LAYERS.findIndex((names) => names.includes(area));
    const upward = edges
      .filter(({ from, to }) => serverArea(from) !== undefined && serverArea(to) !== undefined)
      .filter(({ from, to }) => layer(serverArea(to)!) > layer(serverArea(from)!))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(upward).toEqual([]);
  });

  it("gives request transports the services, never the data source or the storage", () => {
    const reaching = edges
      .filter(({ from, to }) => REQUEST_TRANSPORTS.includes(serverArea(from) ?? "") && ["db", "storage"].includes(serverArea(to) ?? ""))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(reaching).toEqual([]);
  });

  it("keeps the public site apart from the admin panel and from the server's heavier modules", () => {
    // The panel's own words sit beside the site's in messages/ (admin-*.ts), but they are the
    // panel's: the site must not reach them, and they may read the registry's labels.
    const panelMessages = /^client\/src\/messages\/(en\/|mr\/)?admin-[\w-]+\.ts$/;
    const publicSite = (file: string) => /^client\/src\/(site|ui|islands|messages)\//.test(file) && !panelMessages.test(file);
    const strays = edges
      .filter(({ from }) => publicSite(from))
      .filter(({ from, to }) => !(REGISTRY_READERS.test(from) && to.startsWith("server/src/content/")))
      .filter(({ to }) => to.startsWith("client/src/admin/") || panelMessages.test(to) || (to.startsWith("server/") && !SERVER_MODULES_FOR_VISITORS.includes(to)))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(strays).toEqual([]);
  });

  it("keeps the registry and the generic list page out of every island", () => {
    const islands = [...graph.get("client/src/islands/islands.ts")!].filter((file) => file !== "client/src/islands/island.tsx");
    expect(islands.length).toBeGreaterThan(5);
    const strays = islands.flatMap((island) =>
      [...reachable(island)]
        .filter((file) => REGISTRY_READERS.test(file) || file === "server/src/content/registry.ts" || file.startsWith("server/src/content/types/"))
        .map((file) => `${island} -> ${file}`),
    );
    expect(strays).toEqual([]);
  });
});
