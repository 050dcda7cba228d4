import type { Request, RequestHandler, Response } from "express";
import { Router } from "express";
import type { PublicAnswerCache } from "../answer-cache/answer-cache.js";
import { languageOfPath, type Language } from "../content/languages.js";
import { inLanguage, marathiFieldName } from "../content/translations.js";
import { findFeed, readFeed } from "../services/feeds/feed-items.js";
import { listSitemapPages, type RouteShape } from "../services/feeds/sitemap-pages.js";
import type { Services } from "../services/services.js";
import { cachedPage, endPage, keepPage, preferredEncoding } from "../ssr/page-cache.js";
import { encodePage } from "../ssr/page-encoding.js";
import { writeICalendar } from "./icalendar.js";
import { etagIn, etagOf, notModified, sendNotModified } from "./revalidation.js";
import { writeRss, type SiteIdentity } from "./rss.js";
import { writeRobots, writeSitemap } from "./sitemap-xml.js";

// The feeds and the files for crawlers: /feeds/{name}.xml (RSS) and /mr/feeds/{name}.xml (the
// same in Marathi), /feeds/{name}.ics (events), /sitemap.xml and /robots.txt. Thin: the services
// say what is in them, feeds/ writes the formats. Each is kept in the page cache like a rendered
// page (compressed once, as Brotli and gzip, until the content changes) under the site address
// it was written for (base/site-address.ts): PUBLIC_URL, or one of this server's own addresses.
// A request naming any other Host gets 421 and adds nothing to the cache.

/** Where the administration area lives (client/src/admin-path.ts): no crawler's business. */
const ADMIN_PATH_PREFIX = "/admin-login";
/** Revalidated on every visit, like the pages: a feed changes as soon as an administrator publishes. */
const CACHE_CONTROL = "no-cache";

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
        const origin = services.siteAddress.forRequest(req.headers.host, req.protocol);
        if (!origin) return misdirected(res);
        const encoding = preferredEncoding(req.headers["accept-encoding"]);
        const ifNoneMatch = req.headers["if-none-match"];
        // Kept by the site address: the settings (the institute's name) change only with a
        // write, which changes the content version too.
        const name = `${origin} ${req.path}`;
        const version = services.contentVersion.recent() ?? (await services.contentVersion.current());
        const hit = cache ? cachedPage(cache, encoding, name, version) : undefined;
        if (hit) {
          const etag = etagIn(hit.rawHeaders);
          if (notModified(ifNoneMatch, etag)) return sendNotModified(res, etag!, CACHE_CONTROL);
          res.writeHead(hit.status, hit.rawHeaders);
          res.end(hit.body);
          return;
        }
        const answer = await make(await siteIdentity(services, origin, languageOfPath(req.path)), req);
        if (!answer) return next();
        const bodies = encodePage(answer.body);
        const etag = etagOf(answer.body);
        setHeaders(res, answer.contentType, etag);
        if (cache) keepPage(cache, name, version, 200, res, bodies);
        if (notModified(ifNoneMatch, etag)) return sendNotModified(res, etag, CACHE_CONTROL);
        endPage(res, bodies, encoding);
      } catch (error) {
        next(error);
      }
    };
  };

  router.get(
    ["/feeds/:file", "/mr/feeds/:file"],
    serve(async (site, req) => {
      const match = /^([\w-]+)\.(xml|ics)$/.exec(String(req.params.file));
      const feed = match ? findFeed(match[1]!) : undefined;
      if (!match || !feed || (match[2] === "ics" && !feed.calendar)) return undefined;
      const content = await readFeed(services, feed, languageOfPath(req.path));
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

function setHeaders(res: Response, contentType: string, etag: string): void {
  res.status(200);
  res.setHeader("Content-Type", contentType);
  res.setHeader("Cache-Control", CACHE_CONTROL);
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding");
}

/**
 * 421 Misdirected Request: the Host names no address of this site, so no link could be written
 * for it (a forged Host, or a public install that has not set PUBLIC_URL yet).
 */
function misdirected(res: Response): void {
  res
    .status(421)
    .type("text/plain")
    .send("This server does not answer for this address. Its administrator sets the site's public address with PUBLIC_URL (see docs/operating.md, Settings).\n");
}

/** The site's address and name, in the answer's language, for absolute links and titles. */
async function siteIdentity(services: Services, origin: string, language: Language): Promise<SiteIdentity> {
  const settings = await services.settings.get();
  const name = inLanguage(settings.instituteName, settings[marathiFieldName("instituteName")], language).value;
  return { origin, name: typeof name === "string" ? name : "" };
}
