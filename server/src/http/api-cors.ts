import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { ContentVersionTracker } from "../services/content-version.js";
import type { SiteSettingsService } from "../services/settings-service.js";
import { PANEL_LANGUAGE_HEADER } from "../messages/panel-language-header.js";

// CORS for /graphql (issue 21, item 3): pages on the web sites the clerk lists in the site
// settings (`apiOrigins`) may call the API from a browser. Their requests get
// Access-Control-Allow-Origin with their exact origin, never Access-Control-Allow-Credentials;
// every answer, whatever its origin, says Vary: Origin. Whatever the origin, a request from
// another site never acts with the session cookie: its cookies are dropped here, so it runs as a
// visitor or as the API token it sends, and a mutation needs that token
// (cross-origin-mutations.ts). Preflights are answered for GET and POST with the headers a tool
// needs; any other origin gets no CORS headers, and the browser keeps the answer from the page.

const ALLOWED_METHODS = "GET, POST";
const ALLOWED_HEADERS = new Set(["content-type", "authorization", "apollo-require-preflight", "x-apollo-operation-name", PANEL_LANGUAGE_HEADER]);
const EXPOSED_HEADERS = "ETag, RateLimit, RateLimit-Policy, Retry-After";
const PREFLIGHT_MAX_AGE_S = 600;

const CROSS_ORIGIN = Symbol("sent by a page on another site");

/**
 * True when a browser says the request comes from a page on another site than this one: its
 * Origin names another host than the one the request was sent to (Host, or X-Forwarded-Host from
 * a reverse proxy that rewrites Host; a page cannot add that header without a preflight, which
 * is refused).
 */
export function isCrossOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // "null" (a sandboxed page, a file) and anything unreadable
  }
  if (host === req.headers.host) return false;
  const forwarded = req.headers["x-forwarded-host"];
  const forwardedHosts = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",").map((name) => name.trim());
  return !forwardedHosts.includes(host);
}

/** Marked by apiCors: the request came from another site (its cookies were dropped). */
export function cameFromAnotherSite(req: IncomingMessage): boolean {
  return (req as IncomingMessage & { [CROSS_ORIGIN]?: boolean })[CROSS_ORIGIN] === true;
}

/** The allowed origins, read again only when the settings (or other content) changed. */
function allowedOrigins(settings: SiteSettingsService, versions: ContentVersionTracker): () => Promise<ReadonlySet<string>> {
  let kept: { version: number; origins: ReadonlySet<string> } | undefined;
  return async () => {
    const version = versions.recent() ?? (await versions.current());
    if (kept?.version !== version) {
      const list = (await settings.get()).apiOrigins;
      kept = { version, origins: new Set(Array.isArray(list) ? list.map((origin) => String(origin).toLowerCase()) : []) };
    }
    return kept.origins;
  };
}

export function apiCors(settings: SiteSettingsService, versions: ContentVersionTracker): RequestHandler {
  const origins = allowedOrigins(settings, versions);

  return async (req: Request, res: Response, next: NextFunction) => {
    // On every answer, the site's own too: the CORS headers depend on the Origin, and a shared
    // cache that stored an answer without it could hand it to another site's request.
    res.vary("Origin");
    if (!isCrossOrigin(req)) return next();
    (req as Request & { [CROSS_ORIGIN]?: boolean })[CROSS_ORIGIN] = true;
    // Credentials never travel cross-site: the page's cookies do not make it an administrator.
    req.cookies = {};
    delete req.headers.cookie;

    const origin = req.headers.origin!.toLowerCase();
    let allowed: boolean;
    try {
      allowed = (await origins()).has(origin);
    } catch (error) {
      return next(error);
    }

    if (req.method === "OPTIONS") {
      const method = String(req.headers["access-control-request-method"] ?? "").toUpperCase();
      const asked = String(req.headers["access-control-request-headers"] ?? "")
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      if (!allowed || !["GET", "POST"].includes(method) || asked.some((name) => !ALLOWED_HEADERS.has(name))) {
        res.status(403).type("text/plain").send("This web site may not call the college's API from a browser.");
        return;
      }
      res.setHeader("Access-Control-Allow-Origin", req.headers.origin!);
      res.setHeader("Access-Control-Allow-Methods", ALLOWED_METHODS);
      res.setHeader("Access-Control-Allow-Headers", [...ALLOWED_HEADERS].join(", "));
      res.setHeader("Access-Control-Max-Age", String(PREFLIGHT_MAX_AGE_S));
      res.status(204).end();
      return;
    }
    if (allowed) {
      res.setHeader("Access-Control-Allow-Origin", req.headers.origin!);
      res.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS);
    }
    next();
  };
}
