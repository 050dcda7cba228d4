import type { Request, RequestHandler } from "express";
import type { PublicAnswerCache } from "../answer-cache/answer-cache.js";
import type { ContentVersionTracker } from "../services/content-version.js";
import { cachedPage, endPage, keepPage, pageCacheName, preferredEncoding, rawPathOf, setPageHeaders } from "./page-cache.js";
import { languageOfPath, pagePathOf } from "../content/languages.js";
import { notFoundRenderPath, type PageRenderer } from "./page-renderer.js";
import { answerKeptPageIfCurrent, answerRenderedPageIfCurrent, pageETag } from "./page-revalidation.js";
import { PLAIN_PAGES, sendPlainPage } from "./plain-pages.js";
import type { RenderAllowance } from "./render-allowance.js";
import { RenderBusyError, RenderFailedError } from "./render-pool.js";
import { noteCache, notePage, noteRendered, notesOf } from "../http/request-notes.js";
import type { RenderedBodies, RenderTimings } from "./render-protocol.js";

// GET of any public page: the cached render when the content is unchanged, else a new render on
// a render worker (kept for the next visitors). Another spelling of a page's address is sent to
// its canonical one; every address without a page gets the one shared not-found page. Pages
// are the same for everyone, signed in or not: the administration area is not rendered here.
// Visitors asking at once for the same page that is not cached share one render. A page whose
// render failed is answered with a plain 500 page until the content changes, without trying
// again for every visitor. A page has an ETag; a revalidation gets 304 (page-revalidation.ts).

/** How long a refused visitor is asked to wait when every render slot is busy. */
const BUSY_RETRY_SECONDS = 5;
/** Failed pages remembered (each until the content changes). */
const MAX_FAILED_PAGES = 1000;

/**
 * Pages that read their query string, and the parameters they read (the only ones kept, each at
 * most QUERY_VALUE_CHARS long, so any other query string renders the same page). Their answers
 * follow the search index, not the content version, so they are rendered each time and never
 * kept; the render allowance counts them like any fresh render.
 */
const QUERY_PAGES: Readonly<Record<string, readonly string[]>> = { "/search": ["q", "offset"] };
const QUERY_VALUE_CHARS = 200;

/** The query string a query page renders with ("?q=placement"), or "" for every other page. */
export function renderedQuery(pagePath: string, originalUrl: string): string {
  const names = QUERY_PAGES[pagePath];
  if (!names) return "";
  const given = new URL(originalUrl, "http://localhost").searchParams;
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name)?.trim().slice(0, QUERY_VALUE_CHARS);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}

export interface PageRouteOptions {
  renderer: PageRenderer;
  cache: PublicAnswerCache | null;
  versions: ContentVersionTracker;
  allowance: RenderAllowance;
  log(line: string): void;
}

export function servePages({ renderer, cache, versions, allowance, log }: PageRouteOptions): RequestHandler {
  const inFlight = new Map<string, Promise<RenderedBodies>>();
  const failed = new Map<string, number>();

  function renderOnce(pathname: string, version: number): Promise<RenderedBodies> {
    const key = `${version} ${pathname}`;
    let render = inFlight.get(key);
    if (!render) {
      render = renderer.render(pathname).finally(() => inFlight.delete(key));
      inFlight.set(key, render);
    }
    return render;
  }

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const rawPath = rawPathOf(req.originalUrl);
      const verdict = renderer.resolve(rawPath);
      if (verdict.kind === "redirect") {
        const query = req.originalUrl.slice(rawPath.length);
        res.redirect(301, verdict.path + query);
        return;
      }
      // An unknown address under /mr/ gets the Marathi not-found page (one per language).
      const language = languageOfPath(rawPath.toLowerCase());
      const name = `${pageCacheName(verdict)!}${verdict.kind === "unknown" && language !== "en" ? ` ${language}` : ""}`;
      const queryPage = verdict.kind === "page" && pagePathOf(verdict.path) in QUERY_PAGES;
      const pathname = verdict.kind === "page" ? verdict.path + renderedQuery(pagePathOf(verdict.path), req.originalUrl) : notFoundRenderPath(language);
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      // Read before rendering: a page is stored under the version it could have seen.
      const version = versions.recent() ?? (await versions.current());
      // A route's page was looked up by the fast path (page-cache.ts) before Express: only the
      // not-found page, which the fast path leaves to Express's files and endpoints, is looked up here.
      const hit = verdict.kind !== "unknown" || !cache ? undefined : cachedPage(cache, encoding, name, version);
      notePage(req, verdict.kind === "page" ? verdict.path : "(not found)");
      if (cache && !queryPage) noteCache(req, "page", hit ? "hit" : "miss");
      if (hit) {
        if (answerKeptPageIfCurrent(req, res, hit)) return;
        res.writeHead(hit.status, hit.rawHeaders);
        res.end(hit.body);
        return;
      }
      if (failed.get(pathname) === version) return sendPlainPage(res, 500, PLAIN_PAGES[language].failed);
      const address = clientAddress(req);
      if (!inFlight.has(`${version} ${pathname}`) && !allowance.take(address)) {
        return sendPlainPage(res, 429, PLAIN_PAGES[language].tooMany, allowance.retryAfterSeconds(address));
      }

      const renderStarted = performance.now();
      const beforeRender = renderStarted - (notesOf(req).receivedAt ?? renderStarted);
      let page: RenderedBodies;
      try {
        page = await renderOnce(pathname, version);
        noteRendered(req);
      } catch (error) {
        if (error instanceof RenderBusyError) return sendPlainPage(res, 503, PLAIN_PAGES[language].busy, BUSY_RETRY_SECONDS);
        log(`The page ${pathname} could not be rendered: ${error instanceof Error ? error.message : String(error)}.`);
        if (error instanceof RenderFailedError && error.byThePage) {
          if (failed.size >= MAX_FAILED_PAGES) failed.delete(failed.keys().next().value!);
          failed.set(pathname, version);
        }
        return sendPlainPage(res, 500, PLAIN_PAGES[language].failed);
      }
      const renderedAt = performance.now();
      // Revalidated on every visit: a page changes as soon as an administrator publishes.
      setPageHeaders(res, page.status, "no-cache");
      if (page.status === 200) res.setHeader("ETag", pageETag(page.bodies));
      // A page, or the one not-found page; a route's page that found nothing (an unknown
      // department) is not kept: anyone can invent as many of those as they like.
      const keep = queryPage ? false : verdict.kind === "page" ? page.status === 200 : page.status === 404;
      if (cache && keep) keepPage(cache, name, version, page.status, res, page.bodies);
      // Set after the page is kept: only this fresh render's answer says what it cost.
      res.setHeader("Server-Timing", serverTiming(page.timings, { request: beforeRender, keep: performance.now() - renderedAt }));
      if (answerRenderedPageIfCurrent(req, res)) return;
      endPage(res, page.bodies, encoding);
    } catch (error) {
      next(error);
    }
  };
}

/** A render's cost as a Server-Timing header, which browsers' developer tools and `npm run bench` read. */
export function serverTiming(timings: RenderTimings, around: { request: number; keep: number }): string {
  const ms = (value: number) => value.toFixed(1);
  return [
    `request;dur=${ms(around.request)}`,
    `queue;dur=${ms(timings.queue)}`,
    `data;dur=${ms(timings.data)}${timings.queries === undefined ? "" : `;desc="${timings.asked} of ${timings.queries} queries asked"`}`,
    `react;dur=${ms(timings.react)};desc="${timings.passes} passes"`,
    `assemble;dur=${ms(timings.assemble)}`,
    `encode;dur=${ms(timings.encode)}`,
    `handoff;dur=${ms(timings.handoff)}`,
    `keep;dur=${ms(around.keep)}`,
  ].join(", ");
}

function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
