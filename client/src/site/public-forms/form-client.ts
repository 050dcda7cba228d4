import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

// The client the public forms' islands send with: plain JSON over HTTP. The upload link lives in
// the administration area's own client (admin/shell/admin-apollo.ts), so a visitor never
// downloads it.

let client: ApolloClient | undefined;

/** The client a public form's island sends with, made on its first submission (pages have no Apollo client of their own). */
export function publicFormClient(): ApolloClient {
  // Content in the page's language (<html lang>), not the browser's: translatable fields follow
  // Accept-Language, and an English page shows English whatever the visitor's browser prefers.
  const headers = { "accept-language": document.documentElement.lang === "mr" ? "mr" : "en" };
  client ??= new ApolloClient({ link: new HttpLink({ uri: "/graphql", credentials: "same-origin", headers }), cache: new InMemoryCache() });
  return client;
}
