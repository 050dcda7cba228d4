import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorText, fieldErrors } from "../shell/errors.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";

// What an admin form says when its save did not go through, the same way on every form.

/** The form's own rules refused it: nothing left the browser. */
export const NOT_SENT = {
  kind: "error" as const,
  // Read when drawn, so it follows the panel's language.
  get text() {
    return m.notSent;
  },
};

/** Nothing was changed, so there was nothing to send. */
export const NOTHING_CHANGED = {
  kind: "error" as const,
  get text() {
    return m.nothingChanged;
  },
};

/**
 * The server refused the save: each of its errors that names a field of this form (`fieldOf`
 * gives the form's name for the server's) lands on that field, focused; the outcome says to
 * correct it, or else gives the server's own words after `nothingDone` ("Nothing was saved").
 */
export function refusal<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: (serverField: string) => Path<Values> | undefined,
  nothingDone: string,
) {
  const named = fieldErrors(error).flatMap(([field, text]) => {
    const own = fieldOf(field);
    return own ? [[own, text] as const] : [];
  });
  for (const [field, text] of named) setError(field, { type: "server", message: text }, { shouldFocus: true });
  const text = named.length > 0 ? m.correctTheField(nothingDone) : `${nothingDone}. ${errorText(error)}`;
  return { kind: "error", text } as const;
}
