import type { Request } from "express";
import type { Actor } from "../base/actor.js";
import type { Services } from "../services/services.js";
import { sessionActor } from "../http/session-actor.js";

// Who is asking, and whether the request comes from another site. The session cookie is
// SameSite=Lax, which still travels with a top-level GET navigation from another site; so
// requests that change something (every POST, deletes, sign-in) are refused when the browser
// says they come from elsewhere: by Sec-Fetch-Site, by Origin, or, for browsers that send
// neither, by Referer. Clients that send none of them (scripts) are not affected.

export const actorOf = (services: Services, req: Request): Promise<Actor> => sessionActor(services.auth, req);

export function isCrossSite(req: Request): boolean {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  if (fetchSite === "same-origin" || fetchSite === "none") return false;
  return comesFromElsewhere(req.get("origin"), req) || comesFromElsewhere(req.get("referer"), req);
}

/** True when a page address (Origin or Referer) is given and is not this site. */
function comesFromElsewhere(address: string | undefined, req: Request): boolean {
  if (address === undefined) return false;
  try {
    return new URL(address).host !== req.host;
  } catch {
    return true; // "null" (a sandboxed or file page) or garbage
  }
}

export const CROSS_SITE_MESSAGE = "This request can only be sent from this website's own pages.";
