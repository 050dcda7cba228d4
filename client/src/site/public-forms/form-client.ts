import type { ApolloClient } from "@apollo/client";
import { createApolloClient } from "../../apollo.js";

let client: ApolloClient | undefined;

/** The client a public form's island sends with, made on its first submission (pages have no Apollo client of their own). */
export function publicFormClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
