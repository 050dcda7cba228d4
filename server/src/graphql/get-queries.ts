import type { IncomingMessage, ServerResponse } from "node:http";
import { isShareableAnswer, publicCacheKey, sendCachedAnswer, type CachedAnswer } from "../answer-cache/answer-cache.js";
import { sessionTokenOf } from "../http/session-actor.js";
import { matchesIfNoneMatch, weakETag } from "../http/entity-tags.js";
import { addVary } from "../http/vary-header.js";

// Queries sent as GET /graphql?query=... (or ?extensions= with a persisted query's hash), so that
// tools and HTTP caches can keep their answers.
//
// CSRF: Apollo Server refuses a GET that carries no header a browser would preflight, because a
// page on another site can make a browser send one (an <img src>, a link). What makes that
// dangerous is the visitor's cookie: with it the query would run as the signed-in
// administrator. A GET without the session cookie runs as an anonymous visitor and can only
// read what any visitor may read, and the other site cannot even read the answer; so such a GET
// is let through. A GET with the session cookie still needs the preflight header, as before.
// Mutations never run over GET: Apollo refuses them (405) whatever the headers.
//
// Caching: an anonymous query answered without errors is public for a short time and must be
// revalidated, with an ETag of its body; If-None-Match then gets 304 without the body. Any
// other GET answer (signed in, or with errors) is private and never stored. Public GET answers
// are kept in the answer cache like POSTed ones, under their query string.

/** Seconds a shared cache may reuse a public answer without asking again; content changes often. */
const PUBLIC_MAX_AGE_S = 60;

/**
 * GET, or HEAD: HTTP tools (curl -I, link checkers, caches) ask with HEAD and expect GET's
 * headers; the query runs as for GET and Node sends no body for a HEAD.
 */
export function isGetQuery(req: IncomingMessage): boolean {
  return req.method === "GET" || req.method === "HEAD";
}

/** A GET that carries no credentials cannot be forged into acting as anyone: Apollo need not ask for a preflight header. */
export function runsWithoutCredentials(req: IncomingMessage): boolean {
  return isGetQuery(req) && sessionTokenOf(req) === undefined && req.headers.authorization === undefined;
}

/**
 * Sets a GET answer's caching headers; answers true when the client's copy is current and a
 * 304 was sent instead (the caller sends nothing more).
 */
export function answerGetQuery(req: IncomingMessage, res: ServerResponse, body: string): boolean {
  if (res.statusCode !== 200 || !runsWithoutCredentials(req) || !isShareableAnswer(req)) {
    res.setHeader("Cache-Control", "private, no-store");
    return false;
  }
  // Of the body before compression: the same answer in every encoding, so weak.
  const etag = weakETag(body);
  res.setHeader("ETag", etag);
  res.setHeader("Cache-Control", `public, max-age=${PUBLIC_MAX_AGE_S}, must-revalidate`);
  // An answer for a signed-in request may differ: a shared cache must not hand this one to it;
  // nor one asked in another language (translatable fields follow Accept-Language).
  // Added to, not set: the CORS handler's Origin must stay (its headers differ by origin).
  addVary(res, "Accept-Encoding", "Accept-Language", "Cookie", "Authorization");
  if (!matchesIfNoneMatch(req.headers["if-none-match"], etag)) return false;
  res.statusCode = 304;
  res.removeHeader("Content-Type");
  res.removeHeader("Content-Length");
  res.end();
  return true;
}

/** The answer cache's key of an anonymous GET query: its query string (a POST's key holds its JSON body instead). */
export function getQueryCacheKey(req: IncomingMessage): string | undefined {
  if (!runsWithoutCredentials(req) || !req.url) return undefined;
  const queryAt = req.url.indexOf("?");
  return publicCacheKey(req.headers.accept, req.headers["accept-encoding"], req.headers["accept-language"], `GET ${queryAt >= 0 ? req.url.slice(queryAt) : ""}`);
}

/** Sends a kept GET answer, or 304 when the client's copy is that one. */
export function replayGetAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  const header = (name: string) => {
    for (let i = 0; i < answer.rawHeaders.length; i += 2) if (answer.rawHeaders[i] === name) return answer.rawHeaders[i + 1];
    return undefined;
  };
  const etag = header("etag");
  if (etag === undefined || !matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
    sendCachedAnswer(res, answer);
    return;
  }
  res.writeHead(304, { ETag: etag, "Cache-Control": header("cache-control") ?? "no-cache", Vary: header("vary") ?? "Accept-Encoding" });
  res.end();
}
