import type { IncomingMessage } from "node:http";
import type { Request } from "express";
import { SESSION_COOKIE, type AuthService } from "../auth/auth-service.js";
import { anonymous, requestOrigin, type Actor } from "../base/actor.js";
import { noteActor } from "./request-notes.js";

// The one cookie-to-account lookup, for every transport (GraphQL, connection.php, stored files):
// the session cookie's token names a live session, or the request is an anonymous visitor's.

/** The session cookie's token, once cookie-parser has read the request's cookies. */
export function sessionTokenOf(req: IncomingMessage & { cookies?: Record<string, unknown> }): string | undefined {
  const token = req.cookies?.[SESSION_COOKIE];
  return typeof token === "string" && token !== "" ? token : undefined;
}

/** Who is asking by the session cookie, noted in the request log. */
export async function sessionActor(auth: AuthService, req: Request): Promise<Actor> {
  const origin = requestOrigin(req.ip, req.get("user-agent"));
  const token = sessionTokenOf(req);
  const actor = token ? await auth.actorFromToken(token, origin) : anonymous(origin.ip, origin.userAgent);
  noteActor(req, actor);
  return actor;
}
