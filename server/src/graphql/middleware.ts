import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled, ApolloServerPluginUsageReportingDisabled } from "@apollo/server/plugin/disabled";
import express, { type Request, type RequestHandler, type Response } from "express";
import { graphqlUploadExpress } from "graphql-upload-minimal";
import type { PublicAnswerCache } from "../answer-cache/answer-cache.js";
import { takePrereadBody } from "../answer-cache/fast-path.js";
import { shareableAnswers } from "../answer-cache/shareable-answers.js";
import { anonymous } from "../base/actor.js";
import type { Config } from "../config.js";
import { apiCors } from "../http/api-cors.js";
import type { Services } from "../services/services.js";
import type { GraphQLContext } from "./context.js";
import { crossOriginMutations } from "./cross-origin-mutations.js";
import { createDocumentStore, createQueryTextStore } from "./document-store.js";
import { createErrorFormatter } from "./errors.js";
import { graphqlHttpHandler } from "./http-handler.js";
import { MAX_QUERY_LENGTH, QUERY_LIMIT_RULES } from "./limits.js";
import { createSchema } from "./schema.js";
import { isGetQuery } from "./get-queries.js";
import { schemaText } from "./schema-text.js";
import type { ExecuteGraphQL } from "../ssr/render-protocol.js";
import { withMessageLanguage } from "../http/message-language.js";

// The /graphql endpoint: multipart uploads, JSON bodies, the query's length, then Apollo
// Server. Errors met before Apollo (a body too large, a broken multipart request, a query text
// too long) get the same JSON shape as GraphQL errors, so clients read every failure the same
// way.

export const MAX_FILES_PER_REQUEST = 10;
const JSON_LIMIT_MB = 1;

function sendError(res: Response, status: number, code: string, message: string): void {
  if (res.headersSent) return;
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** graphql-upload-minimal, with its request-level errors (size, count, broken form) answered here. */
function multipartBody(config: Config): RequestHandler {
  // The parser flags a file as soon as it reaches maxFileSize, so one byte more lets a file of
  // exactly the limit through; the first byte past it marks the file as too large.
  const parse = graphqlUploadExpress({ maxFileSize: config.uploadMaxBytes + 1, maxFiles: MAX_FILES_PER_REQUEST });
  return (req, res, next) => {
    keepParserErrorsHeard(req);
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const { status, message = "" } = error as { status?: number; message?: string };
      if (status === 499) return; // the browser went away
      if (status === 413 && /max file uploads/i.test(message)) {
        return sendError(res, 413, "PAYLOAD_TOO_LARGE", `Please send at most ${MAX_FILES_PER_REQUEST} files at once.`);
      }
      if (status === 413) {
        return sendError(res, 413, "PAYLOAD_TOO_LARGE", `The request is too large. Each file may be at most ${megabytes(config.uploadMaxBytes)}.`);
      }
      sendError(res, 400, "BAD_REQUEST", `The uploaded form could not be read (${message}). Please send it again.`);
    });
  };
}

/**
 * graphql-upload-minimal listens for its parser's first error only (`once`). A malformed part
 * header makes busboy report it, and then, as the parser is destroyed, a second error ("Unexpected
 * end of form") that nobody hears: Node would end the process on it. A listener of our own on
 * the stream the request is piped into keeps that second error heard; the first has answered
 * the request already.
 */
function keepParserErrorsHeard(req: Request): void {
  const pipe = req.pipe.bind(req);
  req.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    destination.on("error", () => {});
    return pipe(destination, options);
  };
}

function jsonBody(): RequestHandler {
  const parse = express.json({ limit: JSON_LIMIT_MB * 1024 * 1024 });
  const invalid = (res: Response) => sendError(res, 400, "BAD_REQUEST", "The request body is not valid JSON.");
  return (req, res, next) => {
    const preread = takePrereadBody(req);
    if (preread !== undefined) {
      // Read already (answer-cache/fast-path.ts), up to its Content-Length; parsed as strictly as below.
      let body: unknown;
      try {
        body = JSON.parse(preread);
      } catch {
        return invalid(res);
      }
      if (typeof body !== "object" || body === null) return invalid(res);
      req.body = body;
      return next();
    }
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const { type } = error as { type?: string };
      if (type === "entity.too.large") {
        return sendError(res, 413, "PAYLOAD_TOO_LARGE", `The request is larger than ${JSON_LIMIT_MB} MB. Send files as uploads, or ask for less at a time.`);
      }
      if (type === "charset.unsupported" || type === "encoding.unsupported") {
        return sendError(res, 415, "UNSUPPORTED_MEDIA_TYPE", "Send the request as JSON in UTF-8, uncompressed or compressed with gzip, deflate or br.");
      }
      invalid(res);
    });
  };
}

/** The length of the longest query text in a request: one operation, or a batch of them. */
function longestQuery(body: unknown, search: unknown): number {
  let longest = 0;
  const consider = (query: unknown) => {
    if (typeof query === "string" && query.length > longest) longest = query.length;
  };
  for (const one of Array.isArray(body) ? body : [body]) {
    if (typeof one === "object" && one !== null) consider((one as { query?: unknown }).query);
  }
  for (const one of Array.isArray(search) ? search : [search]) consider(one);
  return longest;
}

/**
 * Refuses a query text longer than MAX_QUERY_LENGTH before Apollo parses it: parsing costs
 * time and memory in proportion to the text (a parsed document keeps its text and tokens), and
 * no real query comes near the limit. The JSON body may still be larger (a mutation's variables
 * carry page texts); uploads arrive as multipart and are checked the same way once read.
 */
function queryLength(): RequestHandler {
  return (req, res, next) => {
    const longest = longestQuery(req.body, isGetQuery(req) ? req.query.query : undefined);
    if (longest <= MAX_QUERY_LENGTH) return next();
    const count = (n: number) => n.toLocaleString("en-US");
    sendError(
      res,
      413,
      "PAYLOAD_TOO_LARGE",
      `This query is ${count(longest)} characters long; at most ${count(MAX_QUERY_LENGTH)} are allowed. ` +
        "Please remove comments and unused parts, or split it into smaller queries.",
    );
  };
}

/** One operation run in this process, as an anonymous visitor would send it (the server's page render). */
export type ExecuteAsVisitor = ExecuteGraphQL;

export interface GraphQLEndpoint {
  /**
   * CORS for every request under /graphql (http/api-cors.ts), mounted before anything else
   * there answers: a browser's preflight must meet it, not a route's automatic OPTIONS answer.
   */
  cors: RequestHandler;
  /** The handlers to mount at /graphql after `cors`, in order. */
  handlers: RequestHandler[];
  /** The same pipeline (limits, access rules, errors) without HTTP, for an anonymous visitor. */
  executeAsVisitor: ExecuteAsVisitor;
  /** The same, for an anonymous visitor at this address (whose submissions count against its limit). */
  executeAsVisitorFrom(ip: string): ExecuteAsVisitor;
  /** The whole schema as SDL, with its descriptions (served at /graphql/schema.graphql). */
  schemaText: string;
}

export async function createGraphQLHandler(services: Services, cache: PublicAnswerCache | null): Promise<GraphQLEndpoint> {
  const { config } = services;
  const development = config.NODE_ENV === "development";
  const schema = createSchema();
  const server = new ApolloServer<GraphQLContext>({
    schema,
    validationRules: [...QUERY_LIMIT_RULES],
    // Parsed queries kept by the bytes they really hold (document-store.ts), not Apollo's
    // default, which sizes them by their JSON and so lets distinct queries exhaust the heap.
    documentStore: createDocumentStore(),
    // Apollo's own cache (persisted queries' texts), counted the same way.
    cache: createQueryTextStore(),
    formatError: createErrorFormatter({ development }),
    // "Did you mean ...?" in validation errors would read out the schema's names to anyone
    // guessing; errors.ts removes them from the other errors (a variable's input fields).
    hideSchemaDetailsFromClientErrors: !development,
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: development,
    // The server's owner stops it (main.ts); the landing page would load Apollo's sandbox from
    // the internet, and nothing is reported to Apollo's cloud.
    stopOnTerminationSignals: false,
    // shareableAnswers marks the answers the answer cache and HTTP caches (GET queries) may share.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginUsageReportingDisabled(), shareableAnswers, crossOriginMutations],
  });
  await server.start();

  const graphql = graphqlHttpHandler(server, services, cache);
  const executeAsVisitorFrom =
    (ip: string): ExecuteAsVisitor =>
    async (request) => {
      // No HTTP exchange: a page's queries only read, as nobody in particular (a form posted
      // without JavaScript writes as its visitor). Empty stand-ins for the request and response
      // take the marks Apollo's plugins leave on them.
      const { language = "en", ...operation } = request;
      const contextValue = { services, actor: anonymous(ip), req: {}, res: {}, language } as unknown as GraphQLContext;
      // A form posted without JavaScript gets its errors in its page's language.
      const response = await withMessageLanguage(language, () => server.executeOperation(operation, { contextValue }));
      if (response.body.kind !== "single") throw new Error("A page's query gave an incremental answer.");
      const { data, errors } = response.body.singleResult;
      return { data: data ?? undefined, errors };
    };
  return {
    cors: apiCors(services.settings, services.contentVersion),
    handlers: [multipartBody(config), jsonBody(), queryLength(), graphql],
    executeAsVisitor: executeAsVisitorFrom("server-render"),
    executeAsVisitorFrom,
    schemaText: schemaText(schema),
  };
}
