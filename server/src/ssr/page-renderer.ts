import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { LoadPageAnswer } from "../answer-cache/render-answers.js";
import type { ExecuteAsVisitor } from "../graphql/middleware.js";
import { pageTemplateFile } from "./page-template.js";
import { createRenderPool, type RenderPool } from "./render-pool.js";
import type { PageRequest, PostedForm, RenderedBodies, SiteShape } from "./render-protocol.js";
import { createRouteTable, type PathVerdict } from "./route-paths.js";
import { languageOfPath, LANGUAGES, pathInLanguage, type Language } from "../content/languages.js";

export type { PostedForm } from "./render-protocol.js";

// The public pages' server render, as the rest of the server sees it: the site's addresses, and
// pages and form posts rendered on the render workers (render-pool.ts) from the browser build
// (dist/client) and the render module (dist/ssr). A page is rendered in two steps: a worker
// names the address's queries (its routes' page loaders; remembered per address, so asked once),
// this thread runs them (`loadAnswer`: the visitor's pipeline through the answer cache), and a
// worker draws the page with the answers, asking nothing back.

/** Addresses whose queries are remembered (a plan is a few short strings). */
const MAX_PLANS = 2000;

/** Where the shared not-found page is rendered: an address no route can ever have. */
export const NOT_FOUND_RENDER_PATH = "/_/not-found";

/** Where the not-found page of a language is rendered (the Marathi one under /mr/, in Marathi). */
export function notFoundRenderPath(language: Language): string {
  return pathInLanguage(NOT_FOUND_RENDER_PATH, language);
}

/** Every address in every language: the English path, and the same under /mr/ (content/languages.ts). */
function inEveryLanguage(paths: readonly string[]): string[] {
  return LANGUAGES.flatMap((language) => paths.map((path) => pathInLanguage(path, language)));
}

export interface RenderLimits {
  workers: number;
  queue: number;
  timeoutMs: number;
  heapMb: number;
  /** How long a quiet worker is kept before it stops. */
  idleMs: number;
  /** Not a limit but what every worker writes links with: PUBLIC_URL's origin, when set. */
  siteOrigin?: string;
}

export interface PageRenderer {
  /** Where the site has a page for `rawPath` (its path, not yet decoded). */
  resolve(rawPath: string): PathVerdict;
  /** The page at `pathname` (a canonical path, or NOT_FOUND_RENDER_PATH); with `posted`, showing that form's outcome. */
  render(pathname: string, posted?: PostedForm): Promise<RenderedBodies>;
  /** Every route's path pattern (the English one: each page is also under /mr/) and the parameter values the client knows (for sitemap.xml). */
  routes: { patterns: readonly string[]; parameterValues: Readonly<Record<string, Record<string, string[]>>> };
  /** The addresses of the public forms that can be posted without JavaScript, in both languages. */
  formPaths: readonly string[];
  /** Sends the form of the page at `pathname` as the visitor whose queries `execute` runs. */
  submit(pathname: string, fields: Record<string, string>, execute: ExecuteAsVisitor): Promise<PostedForm | undefined>;
  /** Renders running and waiting. */
  load(): { running: number; waiting: number; workers: number };
  /** A visitor got a page from the page cache (quiet workers then stop sooner: render-pool.ts). */
  noteCachedPage(): void;
  close(): Promise<void>;
}

/**
 * The site's addresses as the build wrote them (scripts/write-site-shape.mjs), when that file is
 * at least as new as the render module; else undefined, and a render worker is asked.
 */
function builtSiteShape(ssrDir: string): SiteShape | undefined {
  const file = path.join(ssrDir, "site-shape.json");
  try {
    if (statSync(file).mtimeMs < statSync(path.join(ssrDir, "entry-server.js")).mtimeMs) return undefined;
    const shape = JSON.parse(readFileSync(file, "utf8")) as SiteShape;
    const listOfText = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === "string");
    if (!listOfText(shape.routePatterns) || !listOfText(shape.formPaths) || typeof shape.routeParameterValues !== "object") return undefined;
    return shape;
  } catch {
    return undefined;
  }
}

/** Whether the build has a server render: the page template and the render module. */
function serverRenderBuilt(clientDir: string, ssrDir: string): boolean {
  return existsSync(pageTemplateFile(clientDir)) && existsSync(path.join(ssrDir, "entry-server.js"));
}

/** The render workers' pool, or null when the build has no server render. */
function createPagePool(clientDir: string, ssrDir: string, limits: RenderLimits, log: (line: string) => void): RenderPool | null {
  if (!serverRenderBuilt(clientDir, ssrDir)) return null;
  return createRenderPool({
    setup: { clientDir, ssrDir, siteOrigin: limits.siteOrigin },
    maxWorkers: limits.workers,
    queueLimit: limits.queue,
    timeoutMs: limits.timeoutMs,
    heapMb: limits.heapMb,
    idleMs: limits.idleMs,
    log,
  });
}

/**
 * The render workers' pool with one worker already starting, or null when the build has no
 * server render. A start calls it before it prepares the data, so that the worker loads the
 * render module (a few hundred milliseconds of the other core) meanwhile, not before the first
 * page. A worker nobody uses stops after RENDER_IDLE_S, as any quiet one does.
 */
export function startRenderPool(clientDir: string, ssrDir: string, limits: RenderLimits, log: (line: string) => void): RenderPool | null {
  const pool = createPagePool(clientDir, ssrDir, limits, log);
  pool?.warm();
  return pool;
}

/**
 * The renderer, or null when the build has no server render (an API-only install, or not
 * built). It renders on `startedPool` when given (startRenderPool), else on a pool of its own
 * whose first worker starts with the first render.
 */
export async function loadPageRenderer(
  clientDir: string,
  ssrDir: string,
  loadAnswer: LoadPageAnswer,
  limits: RenderLimits,
  log: (line: string) => void,
  startedPool: RenderPool | null = null,
): Promise<PageRenderer | null> {
  const pool = startedPool ?? createPagePool(clientDir, ssrDir, limits, log);
  if (!pool) return null;
  let site = builtSiteShape(ssrDir);
  if (!site) {
    try {
      site = await pool.site();
    } catch (error) {
      await pool.close();
      throw error;
    }
  }
  const routes = createRouteTable(inEveryLanguage(site.routePatterns));
  for (const notFound of inEveryLanguage([NOT_FOUND_RENDER_PATH])) {
    if (routes.resolve(notFound).kind !== "unknown") throw new Error(`A route answers ${notFound}, where the not-found page is rendered.`);
  }

  const plans = new Map<string, PageRequest[]>();
  /** The queries of the page at `pathname`, from a worker the first time. */
  async function planOf(pathname: string): Promise<PageRequest[]> {
    const known = plans.get(pathname);
    if (known) return known;
    const answer = await pool!.run({ type: "plan", pathname });
    if (answer.type !== "plan") throw new Error("The render worker answered a plan with something else.");
    if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value!);
    plans.set(pathname, answer.requests);
    return answer.requests;
  }

  return {
    resolve: (rawPath) => routes.resolve(rawPath),
    routes: { patterns: site.routePatterns, parameterValues: site.routeParameterValues },
    formPaths: inEveryLanguage(site.formPaths),
    async render(pathname, posted) {
      const started = performance.now();
      const language = languageOfPath(pathname);
      const requests = await planOf(pathname);
      const loadedAnswers = await Promise.all(requests.map((request) => loadAnswer(request, language)));
      const loaded = performance.now();
      const answers = loadedAnswers.map(({ json }) => json);
      const answer = await pool.run({ type: "render", pathname, answers, ...(posted ? { posted } : {}) });
      if (answer.type !== "render") throw new Error("The render worker answered a render with something else.");
      const { timings } = answer.page;
      timings.data = loaded - started;
      timings.queries = loadedAnswers.length;
      timings.asked = loadedAnswers.filter(({ asked }) => asked).length;
      timings.handoff = Math.max(0, performance.now() - loaded - timings.queue - timings.react - timings.assemble - timings.encode);
      return answer.page;
    },
    async submit(pathname, fields, visitorExecute) {
      const answer = await pool.run({ type: "submit", pathname, fields }, visitorExecute);
      if (answer.type !== "submit") throw new Error("The render worker answered a form post with something else.");
      return answer.posted ?? undefined;
    },
    load: () => pool.load(),
    noteCachedPage: () => pool.noteCachedPage(),
    close: () => pool.close(),
  };
}
