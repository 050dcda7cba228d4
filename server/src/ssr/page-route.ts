import type { RequestHandler } from "express";
import type { PublicAnswerCache } from "../answer-cache/answer-cache.js";
import type { ContentVersionTracker } from "../services/content-version.js";
import { encodePage, endPage, keepPage, pageKey, preferredEncoding, setPageHeaders } from "./page-cache.js";
import type { PageRenderer } from "./page-renderer.js";

// GET of any public page: the cached render when the content is unchanged, else a new render
// (kept for the next visitor when it is a page that exists). Pages are the same for everyone,
// signed in or not: the administration area is not rendered here.

export function servePages(renderer: PageRenderer, cache: PublicAnswerCache | null, versions: ContentVersionTracker): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const url = req.originalUrl;
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      // Read before rendering: a page is stored under the version it could have seen.
      const version = versions.recent() ?? (await versions.current());
      const hit = cache?.get(pageKey(encoding, url), version);
      if (hit) {
        res.writeHead(hit.status, hit.rawHeaders);
        res.end(hit.body);
        return;
      }
      const outcome = await renderer.render(new URL(url, "http://localhost"));
      const bodies = encodePage(outcome.html);
      // Revalidated on every visit: a page changes as soon as an administrator publishes.
      setPageHeaders(res, outcome.status, "no-cache");
      // Unknown addresses are not kept: anyone can invent as many as they like.
      if (cache && outcome.status === 200) keepPage(cache, url, version, outcome.status, res, bodies);
      endPage(res, bodies[encoding], encoding);
    } catch (error) {
      next(error);
    }
  };
}
