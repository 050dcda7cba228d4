import type { RequestHandler } from "express";
import { rawPathOf } from "./page-cache.js";
import type { PageRenderer } from "./page-renderer.js";

// A public page is read (GET, HEAD); only the public forms' pages also take a POST
// (form-post-route.ts). Any other method at a page's address is 405 with the methods it takes
// in Allow, as HTTP asks, rather than the not-found answer it used to get. Mounted after the
// page and form routes; an address with no page goes on to the not-found answer.

export function refuseOtherMethodsOnPages(renderer: PageRenderer): RequestHandler {
  const formPaths = new Set(renderer.formPaths);
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const verdict = renderer.resolve(rawPathOf(req.originalUrl));
    if (verdict.kind === "unknown") return next();
    res.setHeader("Allow", formPaths.has(verdict.path) ? "GET, HEAD, POST" : "GET, HEAD");
    res.status(405).type("text/plain").send("This address is a page of the site: it can be read, not sent to.");
  };
}
