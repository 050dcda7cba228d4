import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { loadPageRenderer, startRenderPool, type PageRenderer } from "../../server/src/ssr/page-renderer.js";
import type { RenderPool } from "../../server/src/ssr/render-pool.js";
import { assertClientBuilt } from "./browser.js";

// Issue "A page never takes the site down", memory: a render worker holds React and the site's
// code (about 45 MB), so the server learns the site's addresses from the file the build writes
// (dist/ssr/site-shape.json) and starts a worker only when a page must be rendered. A file older
// than the render module is not trusted: a worker is asked, as before the file existed.
// A server's start is the exception (startRenderPool): it starts one worker while it prepares the
// data, and that worker stops after RENDER_IDLE_S like any quiet one.

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT_DIR = path.join(ROOT, "dist", "client");
const SSR_DIR = path.join(ROOT, "dist", "ssr");
const LIMITS = { workers: 1, queue: 2, timeoutMs: 5000, heapMb: 64, idleMs: 300_000 };
const noQueries = async () => ({ json: JSON.stringify({ data: null }), asked: true });

const opened: PageRenderer[] = [];
const copies: string[] = [];
afterAll(async () => {
  await Promise.all(opened.map((renderer) => renderer.close()));
  for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
});

const pools: RenderPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

function startPool(ssrDir: string, limits = LIMITS): RenderPool {
  const pool = startRenderPool(CLIENT_DIR, ssrDir, limits, () => {});
  if (!pool) throw new Error("No render pool: is the site built?");
  pools.push(pool);
  return pool;
}

/** A copy of dist/ssr whose site-shape.json is older than its render module, so a worker is asked. */
function copyWithStaleShape(): string {
  // Beside dist/ssr, so that the render module's imports still find node_modules.
  const copy = path.join(ROOT, "dist", `ssr-stale-shape-${process.pid}-${copies.length}`);
  copies.push(copy);
  fs.cpSync(SSR_DIR, copy, { recursive: true });
  const past = new Date(Date.now() - 60_000);
  fs.utimesSync(path.join(copy, "site-shape.json"), past, past);
  return copy;
}

async function load(ssrDir: string, limits = LIMITS, startedPool: RenderPool | null = null): Promise<PageRenderer> {
  const renderer = await loadPageRenderer(CLIENT_DIR, ssrDir, noQueries, limits, () => {}, startedPool);
  if (!renderer) throw new Error("No renderer: is the site built?");
  opened.push(renderer);
  return renderer;
}

describe("the render worker starts when a page is rendered, not before", () => {
  it("knows the site's addresses from the build's file with no worker running", async () => {
    assertClientBuilt();
    const renderer = await load(SSR_DIR);
    expect(renderer.load().workers).toBe(0);
    expect(renderer.routes.patterns).toContain("/dept/:branch/:content");
    expect(renderer.formPaths.length).toBeGreaterThan(0);
  });

  it("asks a worker when the file is older than the render module, and learns the same addresses", async () => {
    assertClientBuilt();
    const fromFile = await load(SSR_DIR);
    const renderer = await load(copyWithStaleShape());
    expect(renderer.load().workers).toBe(1);
    expect(renderer.routes.patterns).toEqual(fromFile.routes.patterns);
    expect(renderer.routes.parameterValues).toEqual(fromFile.routes.parameterValues);
    expect(renderer.formPaths).toEqual(fromFile.formPaths);
  });
});

describe("a quiet render worker stops and gives its memory back", () => {
  it("stops after RENDER_IDLE_S and the next render starts one again", async () => {
    assertClientBuilt();
    const renderer = await load(SSR_DIR, { ...LIMITS, idleMs: 300 });
    const first = await renderer.render("/");
    expect(brotliDecompressSync(first.bodies.br).toString("utf8")).toContain("<html");
    expect(renderer.load().workers).toBe(1);
    await expect.poll(() => renderer.load().workers, { timeout: 10_000, interval: 50 }).toBe(0);
    const again = await renderer.render("/");
    expect(brotliDecompressSync(again.bodies.br).toString("utf8")).toContain("<html");
    expect(renderer.load().workers).toBe(1);
  });

  it("stops within seconds instead once the page cache answers the visitors", async () => {
    assertClientBuilt();
    const renderer = await load(SSR_DIR, { ...LIMITS, idleMs: 300_000 });
    await renderer.render("/");
    // A few cached pages: the cache is not yet doing the work, the worker is kept.
    for (let i = 0; i < 199; i++) renderer.noteCachedPage();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(renderer.load().workers).toBe(1);
    // The 200th since the render: the worker (idle for over 2 s) stops.
    renderer.noteCachedPage();
    await expect.poll(() => renderer.load().workers, { timeout: 5_000, interval: 50 }).toBe(0);
    // A render in between starts the count again.
    await renderer.render("/");
    for (let i = 0; i < 150; i++) renderer.noteCachedPage();
    await renderer.render("/");
    for (let i = 0; i < 150; i++) renderer.noteCachedPage();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(renderer.load().workers).toBe(1);
  });
});

describe("a server's start has a render worker loading while it prepares the data", () => {
  it("starts one worker at once, renders on it, and stops it when quiet", async () => {
    assertClientBuilt();
    const limits = { ...LIMITS, idleMs: 300 };
    const pool = startPool(SSR_DIR, limits);
    expect(pool.load().workers).toBe(1);
    const renderer = await load(SSR_DIR, limits, pool);
    expect(renderer.load().workers).toBe(1);
    const page = await renderer.render("/");
    expect(brotliDecompressSync(page.bodies.br).toString("utf8")).toContain("<html");
    await expect.poll(() => renderer.load().workers, { timeout: 10_000, interval: 50 }).toBe(0);
  });

  it("learns the site's addresses from a worker that was ready before they were asked for", async () => {
    assertClientBuilt();
    const fromFile = await load(SSR_DIR);
    const copy = copyWithStaleShape();
    const pool = startPool(copy);
    // A render answered: the started worker is ready, and has already said what the site is.
    await pool.run({ type: "plan", pathname: "/" });
    const renderer = await load(copy, LIMITS, pool);
    expect(renderer.routes.patterns).toEqual(fromFile.routes.patterns);
    expect(renderer.formPaths).toEqual(fromFile.formPaths);
    expect(renderer.load().workers).toBe(1);
  });
});
