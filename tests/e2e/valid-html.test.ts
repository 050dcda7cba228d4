import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathInLanguage } from "../../server/src/content/languages.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { PUBLIC_ROUTES } from "../support/public-routes.js";
import { assertClientBuilt } from "./browser.js";
import { checkHtmlFiles } from "./html-checker.js";

// Every public route in English and under /mr/, and the administration area's shell page, as
// the server sends them (no browser), pass the Nu HTML Checker with no error: axe checks the
// pages a browser builds, the checker the markup itself (nesting, attributes, ARIA on elements).
// The pages are fetched four at a time into a temp folder and checked by one run of the checker.

const ROUTES = [...PUBLIC_ROUTES, ...PUBLIC_ROUTES.map((route) => pathInLanguage(route, "mr")), "/admin-login/"];
const AT_A_TIME = 4;

let server: TestServer;
let folder: string;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  folder = await fs.mkdtemp(path.join(os.tmpdir(), "college-html-"));
});

afterAll(async () => {
  await server?.close();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

/** Saves each route's HTML as a numbered file; the file's path leads back to its route. */
async function savePages(routes: string[]): Promise<Map<string, string>> {
  const routeOfFile = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const index = next++;
      const route = routes[index]!;
      const response = await fetch(server.url + route, { headers: { accept: "text/html" } });
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
      const file = path.join(folder, `page-${index}.html`);
      await fs.writeFile(file, await response.text());
      routeOfFile.set(file, route);
    }
  };
  await Promise.all(Array.from({ length: AT_A_TIME }, worker));
  return routeOfFile;
}

describe("the HTML the server sends", () => {
  it("passes the Nu HTML Checker on every public route in both languages and the admin shell", { timeout: 180_000 }, async () => {
    const routeOfFile = await savePages(ROUTES);
    const started = Date.now();
    const errors = await checkHtmlFiles([...routeOfFile.keys()]);
    console.log(`Nu HTML Checker: ${routeOfFile.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s, ${errors.length} errors`);
    const described = errors.map((e) => {
      const route = routeOfFile.get(decodeURIComponent(new URL(e.url).pathname)) ?? e.url;
      return `${route}:${e.lastLine ?? "?"} ${e.message} [${(e.extract ?? "").trim().slice(0, 120)}]`;
    });
    expect(described).toEqual([]);
  });
});
