import type { Language } from "../content/languages.js";
import { renderMessage, type MessageKey, type MessageParams } from "../messages/catalogue.js";

// Errors every transport understands. The message is for a college clerk; the code is for
// programs. GraphQL puts both in `extensions`; the legacy shim maps the code to an HTTP status.
// `.message` is English (the server log, connection.php, the command line); GraphQL answers
// `messageIn(language)`, the request's message language (graphql/errors.ts).

export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "CONFLICT"
  /** The password was right; the account's second factor is asked next (auth/auth-service.ts). */
  | "SECOND_STEP_REQUIRED";

/** An error's message in another language than English. */
export type Localized = (language: Language) => string;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field the message is about, where there is one. */
    readonly field?: string,
    /** The message in another language; without it, every language gets the English. */
    private readonly localized?: Localized,
  ) {
    super(message);
    this.name = "AppError";
  }

  /** The catalogue entry and parameters the message was made of (messages/), when it was. */
  key?: MessageKey;
  params?: object;

  messageIn(language: Language): string {
    return language === "en" || !this.localized ? this.message : this.localized(language);
  }
}

/**
 * An error worded by the server's catalogue (messages/english.ts, marathi.ts). `params` may be
 * given per language (a field's label in that language, content/server-field-words.ts); given
 * once, a `label` among them is the field's English label, left out of other languages, whose
 * messages then stand beside their field.
 */
export function wordedError<K extends MessageKey>(
  code: ErrorCode,
  key: K,
  params: MessageParams<K> | ((language: Language) => MessageParams<K>),
  field?: string,
): AppError {
  const paramsIn = (language: Language): MessageParams<K> => {
    if (typeof params === "function") return params(language);
    return (language !== "en" && "label" in params ? { ...params, label: "" } : params) as MessageParams<K>;
  };
  const inLanguage = (language: Language) => renderMessage(language, key, paramsIn(language));
  const error = new AppError(code, inLanguage("en"), field, inLanguage);
  error.key = key;
  error.params = paramsIn("en");
  return error;
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  SECOND_STEP_REQUIRED: 401,
};

export const badInput = (field: string, message: string) => new AppError("BAD_USER_INPUT", message, field);
/** A field's problem worded by the catalogue. */
export const badField = <K extends MessageKey>(field: string, key: K, params: MessageParams<K> | ((language: Language) => MessageParams<K>)) =>
  wordedError("BAD_USER_INPUT", key, params, field);
export const notFound = (what: string) => wordedError("NOT_FOUND", "notFound", { what });
export const signInRequired = () => wordedError("UNAUTHENTICATED", "signInRequired", {});

/** A field's label in each language's messages ("" where a language has none). */
export type FieldLabel = (language: Language) => string;

/** A file past the upload limit, named by its field. */
export function tooLarge(maxBytes: number, field: string, label: FieldLabel): AppError {
  const megabytes = Number((maxBytes / (1024 * 1024)).toFixed(2));
  return wordedError("PAYLOAD_TOO_LARGE", "fileTooLarge", (language) => ({ label: label(language), megabytes }), field);
}
