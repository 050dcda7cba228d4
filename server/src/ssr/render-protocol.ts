import type { EncodedPage } from "./page-encoding.js";

// The messages between the server's main thread (render-pool.ts) and a render worker
// (render-worker.ts). A job is one page render or one form submission; while it runs, the worker
// asks the main thread to run its GraphQL operations (the database and the answer cache live
// there), each call named by a number of its own.

/** A public form's outcome, as the render module makes it (client/src/site/public-forms/posted-form.ts). */
export type PostedForm = { outcome: { kind: "success" | "error" } };

export interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  /** The page's language (translatable fields answer in it). */
  language?: "en" | "mr";
}

export interface GraphQLResult {
  data?: unknown;
  errors?: readonly unknown[];
}

/**
 * Runs one GraphQL operation as an anonymous visitor, in the server's process: what a render
 * gets (client/src/entry-server.tsx) and what the GraphQL endpoint offers (graphql/middleware.ts).
 */
export type ExecuteGraphQL = (request: GraphQLRequest) => Promise<GraphQLResult>;

/** What the render module says of the site's addresses. */
export interface SiteShape {
  /** Every route's path pattern ("/", "/dept/:branch/:content"), the not-found route excepted. */
  routePatterns: string[];
  /** The values the client knows for some patterns' parameters (client/src/route-parameters.ts), for sitemap.xml. */
  routeParameterValues: Record<string, Record<string, string[]>>;
  /** The pages whose public form can be posted without JavaScript. */
  formPaths: string[];
}

export interface WorkerSetup {
  clientDir: string;
  ssrDir: string;
  /** PUBLIC_URL's origin, when set: the pages' canonical and hreflang links are absolute from it. */
  siteOrigin?: string;
}

export type JobRequest =
  | { type: "render"; pathname: string; posted?: PostedForm }
  | { type: "submit"; pathname: string; fields: Record<string, string> };

/** Where a render's time went, in milliseconds (sent as the Server-Timing header of a fresh page). */
export interface RenderTimings {
  /** Waiting for a free worker. */
  queue: number;
  /** Waiting for the page's GraphQL answers (run on the main thread). */
  data: number;
  /** React drawing the page, `passes` times (once to find its queries, again with their data). */
  react: number;
  passes: number;
  /** Putting the page into the HTML template. */
  assemble: number;
  /** Compressing it as Brotli and gzip. */
  encode: number;
}

export interface RenderedBodies {
  status: number;
  bodies: EncodedPage;
  timings: RenderTimings;
}

export type JobAnswer = { type: "render"; page: RenderedBodies } | { type: "submit"; posted: PostedForm | null };

export type ToWorker =
  | { kind: "job"; job: number; request: JobRequest }
  | { kind: "executed"; call: number; result?: GraphQLResult; error?: string };

export type FromWorker =
  | { kind: "ready"; site: SiteShape }
  | { kind: "execute"; job: number; call: number; request: GraphQLRequest }
  | { kind: "done"; job: number; answer: JobAnswer }
  | { kind: "failed"; job: number; message: string };
