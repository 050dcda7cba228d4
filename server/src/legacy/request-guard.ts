import type { Request } from "express";
import { SESSION_COOKIE } from "../auth/auth-service.js";
import { anonymous, type Actor } from "../services/actor.js";
import type { Services } from "../services/index.js";

// Who is asking, and whether the request comes from another site. The session cookie is
// SameSite=Lax, which still travels with a top-level GET navigation from another site; so
// requests that change something (every POST, deletes, sign-in) are refused when the browser
// says they come from elsewhere. Clients that send neither header (scripts) are not affected.

export async function actorOf(services: Services, req: Request): Promise<Actor> {
  const token: unknown = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  const ip = req.ip ?? "unknown";
  return typeof token === "string" && token ? services.auth.actorFromToken(token, ip) : anonymous(ip);
}

export function isCrossSite(req: Request): boolean {
  if (req.get("sec-fetch-site") === "cross-site") return true;
  const origin = req.get("origin");
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.host;
  } catch {
    return true; // "null" (a sandboxed or file page) or garbage
  }
}

export const CROSS_SITE_MESSAGE = "This request can only be sent from this website's own pages.";
