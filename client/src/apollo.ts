import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

// The public site's client: plain JSON over HTTP. The upload link lives in the administration
// area's own client (admin/admin-apollo.ts), so a visitor never downloads it.
export function createApolloClient(): ApolloClient {
  const link = new HttpLink({ uri: "/graphql", credentials: "same-origin" });
  const cache = new InMemoryCache({
    typePolicies: {
      // One row of settings for the whole site: every query's fields merge into one cache entry.
      SiteSettings: { keyFields: [] },
    },
  });
  return new ApolloClient({ link, cache });
}
