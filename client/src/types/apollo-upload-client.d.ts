// apollo-upload-client 19 ships JavaScript with JSDoc types only; this declares the one class
// the client uses, with the options it passes.
declare module "apollo-upload-client/UploadHttpLink.mjs" {
  import { ApolloLink } from "@apollo/client/link";

  export interface UploadHttpLinkOptions {
    uri?: string;
    fetch?: typeof fetch;
    credentials?: RequestCredentials;
    headers?: Record<string, string>;
  }

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
