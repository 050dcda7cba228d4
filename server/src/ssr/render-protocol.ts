import type { EncodedPage } from "./page-encoding.js";

// The messages between the server's main thread (render-pool.ts) and a render worker
// (render-worker.ts). A job is one of:
// - plan: which GraphQL queries the page at an address shows (its routes' page loaders,
//   client/src/site/page-loader.tsx); the main thread runs them (the database and the answer
//   cache live there);
// - render: the page drawn with those answers, given in the job: the worker asks nothing back;
// - submit: a public form sent without JavaScript; only this job's worker asks the main thread to
//   run its GraphQL operations (the visitor's mutation), each call named by a number of its own.

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

/** A query a page shows, as its route's loader gives it for the address. */
export interface PageRequest {
  query: string;
  operationName?: string;
  variables: Record<string, unknown>;
}

export type JobRequest =
  | { type: "plan"; pathname: string }
  /** `answers`: the JSON of each planned query's answer ({ data, errors }), in the plan's order. */
  | { type: "render"; pathname: string; answers: string[]; posted?: PostedForm }
  | { type: "submit"; pathname: string; fields: Record<string, string> };

/** Where a render's time went, in milliseconds (sent as the Server-Timing header of a fresh page). */
export interface RenderTimings {
  /** Waiting for a free worker. */
  queue: number;
  /** Running the page's GraphQL queries on the main thread, before the render. */
  data: number;
  /** The page's queries, and how many of them ran for it (the others' answers were kept); counted on the main thread. */
  queries?: number;
  asked?: number;
  /** React drawing the page with its data, `passes` times (one). */
  react: number;
  passes: number;
  /** Putting the page into the HTML template. */
  assemble: number;
  /** Compressing it as Brotli and gzip. */
  encode: number;
  /** The rest of the render job's time on the main thread's clock: handing the job to a worker and its page back. */
  handoff: number;
}

export interface RenderedBodies {
  status: number;
  bodies: EncodedPage;
  timings: RenderTimings;
}

export type JobAnswer = { type: "plan"; requests: PageRequest[] } | { type: "render"; page: RenderedBodies } | { type: "submit"; posted: PostedForm | null };

export type ToWorker = { kind: "job"; job: number; request: JobRequest } | { kind: "executed"; call: number; result?: GraphQLResult; error?: string };

export type FromWorker =
  | { kind: "ready"; site: SiteShape }
  /** A submit job's operation; the pool refuses it from any other job. */
  | { kind: "execute"; job: number; call: number; request: GraphQLRequest }
  | { kind: "done"; job: number; answer: JobAnswer }
  | { kind: "failed"; job: number; message: string };
