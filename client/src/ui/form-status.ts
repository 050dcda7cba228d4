import { useState } from "react";

// A form's status, one machine for the public forms and the admin panel's: idle, submitting,
// then its outcome (success or error, in words) until the form is changed or sent again. A form
// may carry more on its error outcome (the public forms' problems by field), through `Outcome`.

export type FormOutcome = { kind: "success"; text: string } | { kind: "error"; text: string };
export type FormStatus<Outcome extends FormOutcome = FormOutcome> = { kind: "idle" } | { kind: "submitting" } | Outcome;

const IDLE = { kind: "idle" } as const;

export function useFormStatus<Outcome extends FormOutcome = FormOutcome>(initial?: Outcome) {
  const [status, setStatus] = useState<FormStatus<Outcome>>(() => initial ?? IDLE);
  return {
    status,
    submitting: status.kind === "submitting",
    /** Sending starts: the last outcome goes. */
    begin: () => setStatus({ kind: "submitting" }),
    /** The answer: success or error, with its words. */
    settle: (outcome: Outcome) => setStatus(outcome),
    /** The form was changed: its last outcome no longer stands. */
    clear: () => setStatus((now) => (now.kind === "success" || now.kind === "error" ? IDLE : now)),
  };
}

/** The words of the outcome of `kind`, or "" while there is none. */
export function outcomeText(status: FormStatus, kind: FormOutcome["kind"]): string {
  return status.kind === kind ? status.text : "";
}
