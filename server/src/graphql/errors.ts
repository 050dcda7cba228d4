import type { GraphQLFormattedError } from "graphql";
import { ApolloServerErrorCode, unwrapResolverError } from "@apollo/server/errors";
import { AppError } from "../base/errors.js";
import { currentMessageLanguage } from "../http/message-language.js";
import { renderMessage } from "../messages/catalogue.js";
import { sharedLogger } from "../base/logger.js";

// What a client sees of an error. Our own errors (AppError) keep their plain message, written
// in the request's message language (http/message-language.ts), their code and the field they
// are about; GraphQL's own errors (a malformed query, a wrong variable type) keep theirs.
// Anything else is a fault of the server: the client gets a plain apology in that language, and
// the server log gets the details (never the variables, which may hold passwords or personal
// data).

const CLIENT_ERROR_CODES = new Set<string>([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  ApolloServerErrorCode.BAD_REQUEST,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
  "CONFLICT",
]);

export interface ErrorFormatterOptions {
  /** Development: stack traces stay in responses. */
  development: boolean;
  log?: (message: string) => void;
}

function withoutStacktrace(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.extensions || !("stacktrace" in formatted.extensions)) return formatted;
  const { stacktrace: _dropped, ...extensions } = formatted.extensions;
  return { ...formatted, extensions };
}

/** graphql-js's " Did you mean "x", "y" or "z"?" ending, which reads out the schema's names. */
const SUGGESTION = / ?Did you mean .+\?$/s;

/**
 * Outside development, a message without graphql-js's suggestions. Apollo Server removes them
 * from validation errors (hideSchemaDetailsFromClientErrors, middleware.ts); a variable's value
 * is checked later, and its errors ("Field "titel" is not defined by type "CreateNoticeInput".
 * Did you mean "title"?") are trimmed here.
 */
function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  return SUGGESTION.test(formatted.message) ? { ...formatted, message: formatted.message.replace(SUGGESTION, "") } : formatted;
}

export function createErrorFormatter(options: ErrorFormatterOptions) {
  const log = options.log ?? ((message: string) => sharedLogger().error(message));
  const finish = (formatted: GraphQLFormattedError) => (options.development ? formatted : withoutSuggestions(withoutStacktrace(formatted)));

  return function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      const extensions: Record<string, unknown> = { code: original.code };
      if (original.field) extensions.field = original.field;
      if (options.development && original.stack) extensions.stacktrace = original.stack.split("\n");
      return { message: original.messageIn(currentMessageLanguage()), locations: formatted.locations, path: formatted.path, extensions };
    }
    const code = formatted.extensions?.code;
    if (typeof code === "string" && CLIENT_ERROR_CODES.has(code)) return finish(formatted);

    const where = formatted.path ? ` at ${formatted.path.join(".")}` : "";
    const detail = original instanceof Error ? (original.stack ?? `${original.name}: ${original.message}`) : String(original);
    log(`GraphQL request failed${where}: ${detail}`);
    return finish({
      message: renderMessage(currentMessageLanguage(), "internalError", {}),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: ApolloServerErrorCode.INTERNAL_SERVER_ERROR, ...(formatted.extensions?.stacktrace ? { stacktrace: formatted.extensions.stacktrace } : {}) },
    });
  };
}
