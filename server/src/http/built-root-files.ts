import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

// The files at the top of the browser build (dist/client: favicon.png, index.html) and the
// assets folder, through express.static as before, but only for those names: every other
// address (each public page not in the page cache, every invented address) used to cost the
// main thread a failed file lookup and the error object express.static makes of it, about
// 0.5 ms. The folder is read once at start: a new build means a new server start anyway.

export function builtRootFiles(dir: string): RequestHandler {
  const names = new Set(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      // index.html is the administration area's empty starting page (app.ts sends it for
      // /admin-login): at its own address it would be a blank 200, so that address goes home.
      .filter((entry) => entry.name !== "index.html")
      .map((entry) => entry.name),
  );
  const serve = express.static(dir, { index: false, maxAge: "1h" });
  return (req, res, next) => {
    if (req.path === "/index.html" && (req.method === "GET" || req.method === "HEAD")) return res.redirect(301, "/");
    const first = rootSegment(req.path);
    return first !== undefined && (names.has(first) || first === "assets") ? serve(req, res, next) : next();
  };
}

/** The first segment of a path as express.static reads it (decoded), or undefined when it cannot be decoded. */
function rootSegment(pathname: string): string | undefined {
  const segment = pathname.split("/")[1] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
