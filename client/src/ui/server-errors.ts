import { CombinedGraphQLErrors } from "@apollo/client";

// What a public form makes of a refused submission: the server names the field of each
// BAD_USER_INPUT error (extensions.field), so the message goes beside that field; other
// refusals (too many submissions from one address) keep the server's plain words.

export interface ServerRefusal {
  /** field name -> the server's message about it. */
  fields: Record<string, string>;
  /** Messages about no particular field. */
  general: string[];
  /** True when the server could not be reached or answered with something else than GraphQL errors. */
  unreachable: boolean;
}

export function serverRefusal(error: unknown): ServerRefusal {
  if (!CombinedGraphQLErrors.is(error)) return { fields: {}, general: [], unreachable: true };
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const e of error.errors) {
    const field = e.extensions?.field;
    if (typeof field === "string") fields[field] ??= e.message;
    else general.push(e.message);
  }
  return { fields, general, unreachable: false };
}

/** The refusal's field messages about the form's own fields only. */
export function refusedFields(refusal: ServerRefusal, formFields: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(refusal.fields).filter(([field]) => formFields.includes(field)));
}
