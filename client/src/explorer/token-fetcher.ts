import { createGraphiQLFetcher, type Fetcher } from "@graphiql/toolkit";

// GraphiQL's requests to /graphql, with the API token field's token as
// `Authorization: Bearer <token>`. A header written in GraphiQL's own headers editor wins, so
// someone testing another Authorization value is not overruled. Without a token the request
// runs as a visitor, or as the administrator signed in to the panel in this browser (its cookie).

export function fetcherWithToken(currentToken: () => string): Fetcher {
  const fetcher = createGraphiQLFetcher({ url: "/graphql" });
  return (params, options) => {
    const token = currentToken().trim();
    const headers: Record<string, unknown> = { ...options?.headers };
    const hasAuthorization = Object.keys(headers).some((name) => name.toLowerCase() === "authorization");
    if (token && !hasAuthorization) headers.Authorization = `Bearer ${token}`;
    return fetcher(params, { ...options, headers });
  };
}
