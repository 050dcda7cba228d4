import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener } from "node:http";
import type { Logger } from "../base/logger.js";
import { noteReceived, notesOf } from "./request-notes.js";

// One log line per request, written when its answer is done, around everything else (the fast
// paths that answer before Express included). What it holds is chosen, never copied wholesale:
// no headers, no bodies, no query string (connection.php carries the password in it), no
// cookie; who asked is an account's or a token's number, and only when the request's own code
// already looked it up (request-notes.ts).

export interface AnsweredRequest {
  requestId: string;
  method: string;
  /** The route's pattern ("/graphql", "/uploads/:folder/:name", "page"), "(unmatched)" when none took it. */
  route: string;
  /** The canonical page path, for a page. */
  page?: string;
  /** The address's path, without its query string (cut to 200 characters). */
  path: string;
  status: number;
  /** Bytes sent on the connection for this answer, headers included. */
  bytes: number;
  ms: number;
  /** "hit" when a cache answered, "miss" when one was asked and did not have it, else "none". */
  cache: "hit" | "miss" | "none";
  cacheName?: "answer" | "page";
  accountId?: number;
  tokenId?: number;
  rendered: boolean;
  /** The client went away before the answer was sent whole. */
  aborted: boolean;
}

/** A caller's own id, when it is a plain short token (a proxy's or a client's); otherwise one is made. */
const SANE_REQUEST_ID = /^[\w.:@+=-]{1,128}$/;
const PATH_CHARS_KEPT = 200;

function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === "string" && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

function pathOf(url: string | undefined): string {
  if (!url) return "";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return path.length > PATH_CHARS_KEPT ? path.slice(0, PATH_CHARS_KEPT) : path;
}

/** The pattern Express matched, when Express answered and no code noted a better name. */
function expressRoute(req: IncomingMessage): string | undefined {
  const express = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: unknown };
  const pattern = express.route?.path;
  if (typeof pattern === "string") return pattern;
  if (Array.isArray(pattern) && typeof pattern[0] === "string") return pattern[0];
  return typeof express.baseUrl === "string" && express.baseUrl ? express.baseUrl : undefined;
}

export function withRequestLog(next: RequestListener, options: { logger: Logger; observe?: (answered: AnsweredRequest) => void }): RequestListener {
  const { logger, observe } = options;
  return (req, res) => {
    const started = performance.now();
    noteReceived(req, started);
    const requestId = requestIdOf(req.headers["x-request-id"]);
    res.setHeader("X-Request-Id", requestId);
    const socket = req.socket;
    const bytesBefore = socket.bytesWritten;
    // Read now: Express's routers shorten req.url while they run.
    const path = pathOf(req.url);
    res.once("close", () => {
      const notes = notesOf(req);
      const answered: AnsweredRequest = {
        requestId,
        method: req.method ?? "",
        route: notes.route ?? expressRoute(req) ?? "(unmatched)",
        page: notes.page,
        path,
        status: res.statusCode,
        bytes: socket.bytesWritten - bytesBefore,
        ms: Math.round((performance.now() - started) * 10) / 10,
        cache: notes.cacheOutcome ?? "none",
        cacheName: notes.cache,
        accountId: notes.accountId,
        tokenId: notes.tokenId,
        rendered: notes.rendered === true,
        aborted: !res.writableFinished,
      };
      observe?.(answered);
      if (answered.status >= 500) logger.warn(answered, "request");
      else logger.info(answered, "request");
    });
    next(req, res);
  };
}
