import type { Request, RequestHandler, Response } from "express";
import type { StoredFile, StoredFiles } from "../services/stored-files.js";
import { contentDisposition } from "./content-disposition.js";

// GET and HEAD /uploads/:folder/:name: uploaded files, read through the files service (so
// from whatever storage the composition root chose), with what a browser needs from a static
// file: its type, caching (a stored file never changes: its name is generated and never
// reused), validators for conditional requests, and single byte ranges (PDF viewers fetch
// pages as ranges). Unknown keys, and keys the site would never make, get a plain 404; so do
// files withheld from visitors (a trashed or scheduled row's, services/visitor-files.ts) unless
// an administrator asks, who gets them uncached. A file offers the name it was uploaded with
// (content-disposition.ts) when that was recorded.

const MAX_AGE_S = 7 * 24 * 60 * 60;
const CACHE_CONTROL = `public, max-age=${MAX_AGE_S}, immutable`;
/** A withheld file shown to an administrator: no shared cache may keep it. */
const WITHHELD_CACHE_CONTROL = "private, no-store";
/** Headers that describe the file, removed when the answer is something else. */
const FILE_HEADERS = ["Content-Type", "Content-Length", "Content-Range", "Content-Disposition", "Cache-Control", "ETag", "Last-Modified"];

function clearFileHeaders(res: Response): void {
  for (const name of FILE_HEADERS) res.removeHeader(name);
}

function sendText(res: Response, status: number, text: string, headers: Record<string, string> = {}): void {
  clearFileHeaders(res);
  res.status(status).set(headers).type("text/plain").send(text);
}

function notFound(res: Response): void {
  sendText(res, 404, "File not found.");
}

/** Strong: the bytes under a key never change, and If-Range needs a strong validator. */
function etagOf(file: StoredFile): string {
  return `"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`;
}

/** A Range header counts unless If-Range names another version of the file. */
function rangeApplies(req: Request, etag: string, lastModified: string): boolean {
  const ifRange = req.get("If-Range");
  if (ifRange === undefined) return true;
  if (ifRange.includes('"')) return ifRange.trim() === etag;
  return Date.parse(ifRange) >= Date.parse(lastModified);
}

/** The Cache-Control a file is sent with, or undefined when this request may not have it. */
async function cachingFor(req: Request, key: string, files: StoredFiles, isAdministrator: (req: Request, key: string) => Promise<boolean>) {
  if (await files.visitorMayFetch(key)) return CACHE_CONTROL;
  if (await isAdministrator(req, key)) return WITHHELD_CACHE_CONTROL;
  // Asked again, for a file that exists, in case another server published its row a moment ago.
  if ((await files.stat(key)) && (await files.visitorMayFetch(key, { recheck: true }))) return CACHE_CONTROL;
  return undefined;
}

export function serveStoredFiles(files: StoredFiles, isAdministrator: (req: Request, key: string) => Promise<boolean>): RequestHandler {
  return async (req, res, next) => {
    const key = `${req.params.folder}/${req.params.name}`;
    let file: StoredFile | undefined;
    let caching: string | undefined;
    try {
      caching = await cachingFor(req, key, files, isAdministrator);
      if (!caching) return notFound(res);
      // The store serves the file itself (S3_PUBLIC_URL): its address never changes for this key.
      const elsewhere = files.redirectFor(key);
      if (elsewhere) {
        res.setHeader("Cache-Control", caching);
        res.redirect(302, elsewhere);
        return;
      }
      file = await files.stat(key);
    } catch (error) {
      return next(error);
    }
    if (!file) return notFound(res);

    const etag = etagOf(file);
    const lastModified = file.modified.toUTCString();
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", caching);
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", lastModified);
    res.setHeader("Accept-Ranges", "bytes");
    if (file.name) res.setHeader("Content-Disposition", contentDisposition(file.name, file.key));
    if (req.fresh) {
      res.removeHeader("Content-Type");
      res.status(304).end();
      return;
    }

    // A malformed header, several ranges or another unit: the whole file, as most servers do.
    const ranges = req.headers.range !== undefined && rangeApplies(req, etag, lastModified) ? req.range(file.size, { combine: true }) : undefined;
    if (ranges === -1) {
      sendText(res, 416, "Range not satisfiable.", { "Content-Range": `bytes */${file.size}` });
      return;
    }
    const range = Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 ? ranges[0] : undefined;
    if (range) {
      res.status(206);
      res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
    }
    res.setHeader("Content-Length", range ? range.end - range.start + 1 : file.size);
    if (req.method === "HEAD") {
      res.end();
      return;
    }

    const stream = files.open(file, range);
    stream.on("error", (error: NodeJS.ErrnoException) => {
      if (res.headersSent) res.destroy();
      else if (error.code === "ENOENT")
        notFound(res); // removed since it was found
      else {
        clearFileHeaders(res);
        next(error);
      }
    });
    // The visitor went away: stop reading (and close the file).
    res.on("close", () => stream.destroy());
    stream.pipe(res);
  };
}
