import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request } from "express";
import type { Actor } from "../base/actor.js";
import { AppError } from "../base/errors.js";
import { TokenRateLimited, type ApiTokenService, type TokenAllowance } from "../services/api-tokens.js";

// `Authorization: Bearer <token>` on /graphql: the request acts as the API token, never as a
// session cookie sent with it (so a cookie cannot ride along on a tool's request, and a page
// on another site cannot add the header without a CORS preflight, which is why a bearer
// request needs no CSRF token). Each request is counted against the token's per-minute limit;
// the answer carries the IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers), and
// one over the limit gets 429 with Retry-After.

const POLICY = "per-token";

/** True when the request names an API token (whatever its form; a malformed one is refused). */
export function hasBearer(req: IncomingMessage): boolean {
  return req.headers.authorization !== undefined;
}

function setRateLimitHeaders(res: ServerResponse, allowance: TokenAllowance): void {
  res.setHeader("RateLimit-Policy", `"${POLICY}";q=${allowance.limit};w=60`);
  res.setHeader("RateLimit", `"${POLICY}";r=${allowance.remaining};t=${allowance.resetSeconds}`);
}

/**
 * The media type Apollo would answer in: the GraphQL-over-HTTP one when the request prefers it
 * (Apollo Client asks for it first), else JSON. A client reads a refusal's error body only in a
 * type it asked for: Apollo Client hides a 401's code when answered as plain JSON.
 */
function answerType(req: Request): string {
  return req.accepts(["application/json", "application/graphql-response+json"]) || "application/json";
}

function refuse(req: Request, res: ServerResponse, status: number, code: string, message: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", `${answerType(req)}; charset=utf-8`);
  res.setHeader("Cache-Control", "private, no-store");
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/**
 * The token's actor, with the RateLimit headers set on `res`; or undefined when the request was
 * refused here (401 for a token that is malformed, unknown, revoked or expired; 429 over the limit).
 */
export async function bearerActor(req: Request, res: ServerResponse, tokens: ApiTokenService, ip: string): Promise<Actor | undefined> {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    res.setHeader("WWW-Authenticate", 'Bearer realm="graphql"');
    refuse(req, res, 401, "UNAUTHENTICATED", "The Authorization header must be: Bearer <API token>.");
    return undefined;
  }
  try {
    const { actor, allowance } = await tokens.authenticate(match[1]!, ip);
    setRateLimitHeaders(res, allowance);
    return actor;
  } catch (error) {
    if (error instanceof TokenRateLimited) {
      setRateLimitHeaders(res, error.allowance);
      res.setHeader("Retry-After", String(error.allowance.resetSeconds));
      refuse(req, res, 429, error.code, error.message);
      return undefined;
    }
    if (error instanceof AppError && error.code === "UNAUTHENTICATED") {
      res.setHeader("WWW-Authenticate", 'Bearer realm="graphql", error="invalid_token"');
      refuse(req, res, 401, error.code, error.message);
      return undefined;
    }
    throw error;
  }
}
