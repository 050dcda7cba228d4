import { ApolloClient, InMemoryCache } from "@apollo/client";
import UploadHttpLink from "apollo-upload-client/UploadHttpLink.mjs";

export function createApolloClient(): ApolloClient {
  const link = new UploadHttpLink({
    uri: "/graphql",
    credentials: "same-origin",
    // Apollo Server's CSRF guard refuses multipart (upload) requests without this header.
    headers: { "apollo-require-preflight": "true" },
  });
  const cache = new InMemoryCache({
    typePolicies: {
      // One row of settings for the whole site: every query's fields merge into one cache entry.
      SiteSettings: { keyFields: [] },
    },
  });
  return new ApolloClient({ link, cache });
}
