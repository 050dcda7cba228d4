import { CombinedGraphQLErrors } from "@apollo/client";
import { adminShellMessages as m } from "../../messages/admin-shell.js";

/** The server's own words for what went wrong, or a plain sentence when it could not be reached. */
export function errorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join(" ");
  return m.unreachableTryAgain;
}

/** The server's BAD_USER_INPUT (and file size) errors that name a field: [field, message]. */
export function fieldErrors(error: unknown): [string, string][] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => {
    const field = e.extensions?.field;
    return typeof field === "string" ? [[field, e.message] as [string, string]] : [];
  });
}
