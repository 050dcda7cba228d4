// Errors every transport understands. The message is for a college clerk; the code is for
// programs. GraphQL puts both in `extensions`; the legacy shim maps the code to an HTTP status.

export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "CONFLICT";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field the message is about, where there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  CONFLICT: 409,
};

export const badInput = (field: string, message: string) => new AppError("BAD_USER_INPUT", message, field);
export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} was not found. It may have been deleted already.`);
export const signInRequired = () =>
  new AppError("UNAUTHENTICATED", "Please sign in as an administrator to do this.");

/** A file past the upload limit, named by its field. */
export function tooLarge(maxBytes: number, field: string, label: string): AppError {
  const mb = Number((maxBytes / (1024 * 1024)).toFixed(2));
  return new AppError("PAYLOAD_TOO_LARGE", `${label}: the file is larger than ${mb} MB. Please choose a smaller file.`, field);
}
