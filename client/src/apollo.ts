import { ApolloClient, HttpLink, InMemoryCache, type NormalizedCacheObject } from "@apollo/client";

/** The public site's cache; the server's render uses the same policies, so its data restores here. */
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
  const link = new HttpLink({ uri: "/graphql", credentials: "same-origin" });
  const cache = createSiteCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({ link, cache });
}
