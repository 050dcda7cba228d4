// apollo-upload-client 19 ships JavaScript with JSDoc types only; this declares the one class
// the client uses.
declare module "apollo-upload-client/UploadHttpLink.mjs" {
  import { ApolloLink } from "@apollo/client/link";

  export interface UploadHttpLinkOptions {
    uri?: string;
    useGETForQueries?: boolean;
    fetch?: typeof fetch;
    fetchOptions?: RequestInit;
    credentials?: RequestCredentials;
    headers?: Record<string, string>;
    includeExtensions?: boolean;
    includeUnusedVariables?: boolean;
  }

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
