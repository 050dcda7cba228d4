import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from "@apollo/client";

/** The public forms' cache (the server's render uses no Apollo client: site/page-loader.tsx). */
export function createSiteCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One row of settings for the whole site: every query's fields merge into one cache entry.
      SiteSettings: { keyFields: [] },
    },
  });
}

// The public site's client: plain JSON over HTTP. The upload link lives in the administration
// area's own client (admin/admin-apollo.ts), so a visitor never downloads it.
export function createApolloClient(initialState?: NormalizedCacheObject): ApolloClient {
  // Content in the page's language (<html lang>), not the browser's: translatable fields follow
  // Accept-Language, and an English page shows English whatever the visitor's browser prefers.
  const language = typeof document !== "undefined" && document.documentElement.lang === "mr" ? "mr" : "en";
  const link = new HttpLink({ uri: "/graphql", credentials: "same-origin", headers: { "accept-language": language } });
  const cache = createSiteCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({ link, cache });
}
