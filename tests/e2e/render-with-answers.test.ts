import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { startRenderPool } from "../../server/src/ssr/page-renderer.js";
import type { RenderPool } from "../../server/src/ssr/render-pool.js";
import type { JobAnswer } from "../../server/src/ssr/render-protocol.js";
import { assertClientBuilt } from "./browser.js";

// Issue 35, item 2: a page's queries are named by its routes' page loaders, run by the main thread
// before the render, and given to the render worker with the job; the worker draws the page with
// them and asks the main thread for nothing (the pool fails a render job that asks: no `execute`
// is given here, so a render that asked would fail). Runs the built render module (npm run build).

const ROOT = path.resolve(import.meta.dirname, "../..");
const LIMITS = { workers: 1, queue: 2, timeoutMs: 10_000, heapMb: 64, idleMs: 300_000 };

let pool: RenderPool | undefined;
afterAll(async () => {
  await pool?.close();
});

function thePool(): RenderPool {
  assertClientBuilt();
  pool ??= startRenderPool(path.join(ROOT, "dist", "client"), path.join(ROOT, "dist", "ssr"), LIMITS, () => {}) ?? undefined;
  if (!pool) throw new Error("No render pool: is the site built?");
  return pool;
}

async function plan(pathname: string) {
  const answer = await thePool().run({ type: "plan", pathname });
  if (answer.type !== "plan") throw new Error(`A plan was answered with ${answer.type}.`);
  return answer.requests;
}

function html(answer: JobAnswer): string {
  if (answer.type !== "render") throw new Error(`A render was answered with ${answer.type}.`);
  return brotliDecompressSync(answer.page.bodies.br).toString("utf8");
}

describe("page loaders", () => {
  it("name the layout's and the page's queries, with the variables the address gives", async () => {
    const department = await plan("/dept/computer/about-department");
    expect(department.map((request) => request.operationName)).toEqual(["SiteSettings", "SiteLayout", "DepartmentPage"]);
    expect(department[2]!.variables).toMatchObject({ branch: "computer", gallery: "dept/computer" });
    expect(department[2]!.query).not.toContain("__typename");

    const search = await plan("/mr/search?q=lab&offset=50");
    expect(search.map((request) => request.operationName)).toEqual(["SiteSettings", "SiteLayout", "SearchPage"]);
    expect(search[2]!.variables).toEqual({ query: "lab", limit: 50, offset: 50 });
    // No words: the search query is skipped, as the page shows no results.
    expect((await plan("/search")).map((request) => request.operationName)).toEqual(["SiteSettings", "SiteLayout"]);
    // The not-found page: the layout's query only.
    expect((await plan("/_/not-found")).map((request) => request.operationName)).toEqual(["SiteSettings", "SiteLayout"]);
  });

  it("render with the answers given in the job, asking the main thread for nothing", async () => {
    const requests = await plan("/gps-in-news");
    expect(requests.map((request) => request.operationName)).toEqual(["SiteSettings", "SiteLayout", "GpsInNewsPage"]);
    // The layout's queries failed (the layout falls back to its own words); the page's answered no news.
    const failed = JSON.stringify({ errors: [{ message: "The layout could not be read." }] });
    const answers = [failed, failed, JSON.stringify({ data: { gpsNews: { items: [] } } })];
    const page = html(await thePool().run({ type: "render", pathname: "/gps-in-news", answers }));
    expect(page).toContain("No news has been published yet.");
  });

  it("refuse a render whose answers do not match its queries", async () => {
    await expect(thePool().run({ type: "render", pathname: "/gps-in-news", answers: [] })).rejects.toThrow(/3 queries; 0 answers/);
  });
});
