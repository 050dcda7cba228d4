import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import UploadHttpLink from "apollo-upload-client/UploadHttpLink.mjs";
import { uploadFetch } from "./upload-fetch.js";
import { adminLanguage } from "../../messages/admin-language.js";
import { PANEL_LANGUAGE_HEADER } from "../../../../server/src/messages/panel-language-header.js";

// The administration area's own client: multipart uploads, and a cache of its own so that
// signed-in answers never mix with the public site's.
export function createAdminApolloClient(): ApolloClient {
  const link = new UploadHttpLink({
    uri: "/graphql",
    credentials: "same-origin",
    // Apollo Server's CSRF guard refuses multipart (upload) requests without this header.
    // English always: the forms edit the English value in `title` and the Marathi one in `titleMr`,
    // whatever language the clerk's browser prefers (translatable fields follow Accept-Language).
    headers: { "apollo-require-preflight": "true", "accept-language": "en" },
    // Reports upload progress to the form that asked for it (see upload-fetch.ts).
    fetch: uploadFetch as typeof fetch,
  });
  // The server's messages (errors, field problems) in the panel's language, read at each request:
  // the clerk may switch without a reload (server/src/http/message-language.ts).
  const panelLanguage = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, [PANEL_LANGUAGE_HEADER]: adminLanguage() } }));
    return forward(operation);
  });
  return new ApolloClient({
    link: ApolloLink.from([panelLanguage, link]),
    cache: new InMemoryCache({
      // A row of the dashboard's language parity is numbered within its type: rows of two types
      // with the same number are different rows, so they are kept inside their section's answer.
      typePolicies: { MissingMarathiRow: { keyFields: false } },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: "cache-and-network" } },
  });
}
