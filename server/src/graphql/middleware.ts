import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled, ApolloServerPluginUsageReportingDisabled } from "@apollo/server/plugin/disabled";
import express, { type RequestHandler, type Response } from "express";
import { graphqlUploadExpress } from "graphql-upload-minimal";
import type { Config } from "../config.js";
import type { Services } from "../services/index.js";
import type { GraphQLContext } from "./context.js";
import { createErrorFormatter } from "./errors.js";
import { takePrereadBody } from "./answer-fast-path.js";
import { graphqlHttpHandler } from "./http-handler.js";
import type { PublicAnswerCache } from "./public-answer-cache.js";
import { QUERY_LIMIT_RULES } from "./limits.js";
import { createSchema } from "./schema.js";

// The /graphql endpoint: multipart uploads, JSON bodies, then Apollo Server. Errors met
// before Apollo (a body too large, a broken multipart request) get the same JSON shape as
// GraphQL errors, so clients read every failure the same way.

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

function jsonBody(): RequestHandler {
  const parse = express.json({ limit: JSON_LIMIT_MB * 1024 * 1024 });
  const invalid = (res: Response) => sendError(res, 400, "BAD_REQUEST", "The request body is not valid JSON.");
  return (req, res, next) => {
    const preread = takePrereadBody(req);
    if (preread !== undefined) {
      // Read already (answer-fast-path.ts), up to its Content-Length; parsed as strictly as below.
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
      invalid(res);
    });
  };
}

/** The handlers to mount at /graphql, in order. */
export async function createGraphQLHandler(services: Services, cache: PublicAnswerCache | null): Promise<RequestHandler[]> {
  const { config } = services;
  const development = config.NODE_ENV === "development";
  const server = new ApolloServer<GraphQLContext>({
    schema: createSchema(),
    validationRules: [...QUERY_LIMIT_RULES],
    formatError: createErrorFormatter({ development }),
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: development,
    // The server's owner stops it (main.ts); the landing page would load Apollo's sandbox from
    // the internet, and nothing is reported to Apollo's cloud.
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginUsageReportingDisabled()],
  });
  await server.start();

  const graphql = graphqlHttpHandler(server, services, cache);
  return [multipartBody(config), jsonBody(), graphql];
}
