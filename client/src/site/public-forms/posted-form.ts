import { createContext, useContext } from "react";

// A public form sent without JavaScript (or before the script started) posts to its own page's
// address; the server sends it through the same submission code as the script would, then
// renders the page with this outcome: the success message, or the typed values with the
// problems beside their fields. The browser receives it as the props of the form's island
// (islands/islands.ts), so that hydration draws the same page.

export type PublicFormName = "alumniRegistration" | "admissionConfirmation" | "feedback";

export type FormOutcome =
  | { kind: "success"; text: string }
  | {
      kind: "error";
      /** The message under the button. */
      text: string;
      /** field -> its problem, shown beside it. */
      fields: Record<string, string>;
      /** A summary shown above the button (the alumni form's 'Please fill all required fields'). */
      summary?: string;
    };

/** A form's own check in the browser on submit: 'Please fill all required fields: ...' when some are empty, and each field's own problem. */
export interface FormCheck<Field extends string> {
  missing?: string;
  fields: Partial<Record<Field, string>>;
}

export interface PostedForm {
  form: PublicFormName;
  /** What the visitor typed, to fill the form again after a refusal (never an Aadhaar number). */
  values: Record<string, string>;
  outcome: FormOutcome;
}

export const PostedFormContext = createContext<PostedForm | undefined>(undefined);

/** The posted outcome of `form`, when this page is the answer to it. */
export function usePostedForm(form: PublicFormName): PostedForm | undefined {
  const posted = useContext(PostedFormContext);
  return posted?.form === form ? posted : undefined;
}

/** The posted values over a form's empty values: only its own fields, only text. */
export function mergePostedValues<Values extends Record<string, string>>(empty: Values, posted: Record<string, string> | undefined): Values {
  const merged = { ...empty };
  for (const field of Object.keys(empty) as (keyof Values)[]) {
    const value = posted?.[field as string];
    if (typeof value === "string") merged[field] = value as Values[keyof Values];
  }
  return merged;
}
