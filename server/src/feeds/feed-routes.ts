import type { Request, RequestHandler, Response } from "express";
import { Router } from "express";
import type { PublicAnswerCache } from "../answer-cache/answer-cache.js";
import { findFeed, readFeed } from "../services/feeds/feed-items.js";
import { listSitemapPages, type RouteShape } from "../services/feeds/sitemap-pages.js";
import type { Services } from "../services/services.js";
import { cachedPage, endPage, keepPage, preferredEncoding } from "../ssr/page-cache.js";
import { encodePage } from "../ssr/page-encoding.js";
import { writeICalendar } from "./icalendar.js";
import { writeRss, type SiteIdentity } from "./rss.js";
import { writeRobots, writeSitemap } from "./sitemap-xml.js";

// The feeds and the files for crawlers: /feeds/{name}.xml (RSS), /feeds/{name}.ics (events),
// /sitemap.xml and /robots.txt. Thin: the services say what is in them, feeds/ writes the
// formats. Each is kept in the page cache like a rendered page (compressed once, as Brotli and
// gzip, until the content changes) under the site address it was written for.

/** Where the administration area lives (client/src/admin-path.ts): no crawler's business. */
const ADMIN_PATH_PREFIX = "/admin-login";
/** A Host header fit to write into links; anything else is answered as for localhost. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

interface Answer {
  contentType: string;
  body: string;
}

export interface FeedRouteOptions {
  cache: PublicAnswerCache | null;
  /** The route table, once the server render is loaded; no sitemap.xml without it. */
  routes(): RouteShape | undefined;
}

export function serveFeeds(services: Services, { cache, routes }: FeedRouteOptions): Router {
  const router = Router();
  const serve = (make: (site: SiteIdentity, req: Request) => Promise<Answer | undefined>): RequestHandler => {
    return async (req, res, next) => {
      try {
        const encoding = preferredEncoding(req.headers["accept-encoding"]);
        // Kept by the address asked for: the settings' address changes only with a write, which
        // changes the content version too.
        const name = `${requestOrigin(req)} ${req.path}`;
        const version = services.contentVersion.recent() ?? (await services.contentVersion.current());
        const hit = cache ? cachedPage(cache, encoding, name, version) : undefined;
        if (hit) {
          res.writeHead(hit.status, hit.rawHeaders);
          res.end(hit.body);
          return;
        }
        const answer = await make(await siteIdentity(services, req), req);
        if (!answer) return next();
        const bodies = encodePage(answer.body);
        setHeaders(res, answer.contentType);
        if (cache) keepPage(cache, name, version, 200, res, bodies);
        endPage(res, bodies, encoding);
      } catch (error) {
        next(error);
      }
    };
  };

  router.get(
    "/feeds/:file",
    serve(async (site, req) => {
      const match = /^([\w-]+)\.(xml|ics)$/.exec(String(req.params.file));
      const feed = match ? findFeed(match[1]!) : undefined;
      if (!match || !feed || (match[2] === "ics" && !feed.calendar)) return undefined;
      const content = await readFeed(services, feed);
      return match[2] === "xml"
        ? { contentType: "application/rss+xml; charset=utf-8", body: writeRss(content, site) }
        : { contentType: "text/calendar; charset=utf-8", body: writeICalendar(content, site) };
    }),
  );
  router.get(
    "/sitemap.xml",
    serve(async (site) => {
      const shape = routes();
      if (!shape) return undefined;
      return { contentType: "application/xml; charset=utf-8", body: writeSitemap(await listSitemapPages(services, shape), site.origin) };
    }),
  );
  router.get(
    "/robots.txt",
    serve(async (site) => ({ contentType: "text/plain; charset=utf-8", body: writeRobots(site.origin, ADMIN_PATH_PREFIX) })),
  );
  return router;
}

function setHeaders(res: Response, contentType: string): void {
  res.status(200);
  res.setHeader("Content-Type", contentType);
  // Revalidated on every visit, like the pages: a feed changes as soon as an administrator publishes.
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
}

/**
 * The site's address and name for absolute links: the settings' public web address when it is
 * set, else the address this request came to (behind a proxy, as TRUST_PROXY allows).
 */
async function siteIdentity(services: Services, req: Request): Promise<SiteIdentity> {
  const settings = await services.settings.get();
  const name = typeof settings.instituteName === "string" ? settings.instituteName : "";
  const configured = typeof settings.siteUrl === "string" ? settings.siteUrl : "";
  if (/^https?:\/\//i.test(configured)) {
    const url = new URL(configured);
    return { origin: `${url.origin}${url.pathname.replace(/\/+$/, "")}`, name };
  }
  return { origin: requestOrigin(req), name };
}

function requestOrigin(req: Request): string {
  const host = req.get("host") ?? "";
  return `${req.protocol}://${PLAIN_HOST.test(host) ? host : "localhost"}`;
}

