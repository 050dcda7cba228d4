import type { Request, RequestHandler, Response } from "express";
import type { StoredFile, StoredFiles } from "../services/stored-files.js";

// GET and HEAD /uploads/:folder/:name: uploaded files, read through the files service (so
// from whatever storage the composition root chose), with what a browser needs from a static
// file: its type, caching (a stored file never changes: its name is generated and never
// reused), validators for conditional requests, and single byte ranges (PDF viewers fetch
// pages as ranges). Unknown keys, and keys the site would never make, get a plain 404.

const MAX_AGE_S = 7 * 24 * 60 * 60;
const CACHE_CONTROL = `public, max-age=${MAX_AGE_S}, immutable`;
/** Headers that describe the file, removed when the answer is something else. */
const FILE_HEADERS = ["Content-Type", "Content-Length", "Content-Range", "Cache-Control", "ETag", "Last-Modified"];

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

export function serveStoredFiles(files: StoredFiles): RequestHandler {
  return async (req, res, next) => {
    const key = `${req.params.folder}/${req.params.name}`;
    // The store serves the file itself (S3_PUBLIC_URL): its address never changes for this key.
    const elsewhere = files.redirectFor(key);
    if (elsewhere) {
      res.setHeader("Cache-Control", CACHE_CONTROL);
      res.redirect(302, elsewhere);
      return;
    }
    let file: StoredFile | undefined;
    try {
      file = await files.stat(key);
    } catch (error) {
      return next(error);
    }
    if (!file) return notFound(res);

    const etag = etagOf(file);
    const lastModified = file.modified.toUTCString();
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", lastModified);
    res.setHeader("Accept-Ranges", "bytes");
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
      else if (error.code === "ENOENT") notFound(res); // removed since it was found
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
