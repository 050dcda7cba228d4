import { createContext, useContext } from "react";

// The site's address (PUBLIC_URL's origin, "https://gpcollege.example"), which the server
// computes once (server/src/base/site-address.ts) and gives every render; undefined when it
// is not set, and in the browser. A page that needs an absolute address reads it here, never
// from a setting of its own.
export const SiteOriginContext = createContext<string | undefined>(undefined);

export function useSiteOrigin(): string | undefined {
  return useContext(SiteOriginContext);
}
