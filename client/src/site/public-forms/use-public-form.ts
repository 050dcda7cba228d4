import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { visitorMessages } from "../../messages/visitor.js";
import type { SummaryProblem } from "../../ui/error-summary.js";
import { useFormStatus } from "../../ui/form-status.js";
import { shownValue } from "../../ui/text-fields.js";
import { mergePostedValues, type FormOutcome, type PostedForm } from "./posted-form.js";

// One public form's state and steps (alumni registration, admission confirmation, feedback):
// the typed values, each field's problem, the summary of the last refused submit, the status
// under the button, and where focus goes after a refusal. Each form keeps only its fields' markup.

export interface PublicFormSetup<Field extends string> {
  /** The fields in the form's order: the summary lists them so, and focus goes to the first. */
  fields: readonly Field[];
  required: readonly Field[];
  empty: Record<Field, string>;
  labels: Record<Field, string>;
  /** Prefix of the inputs' ids (ui/form-field.tsx). */
  idPrefix: string;
  posted: PostedForm | undefined;
  send: (values: Record<Field, string>) => Promise<FormOutcome>;
  /** What is kept of a keystroke (digits only in a phone field); as typed by default. */
  keep?: (field: Field, typed: string) => string;
  /** A problem shown while typing (a malformed e-mail); none by default. */
  liveError?: (field: Field, value: string) => string | undefined;
}

export function usePublicForm<Field extends string>(setup: PublicFormSetup<Field>) {
  const { fields, required, empty, labels, idPrefix, posted } = setup;
  const refused = posted?.outcome.kind === "error" ? posted.outcome : undefined;
  // As the server drew the form: hydration needs the same markup. What the visitor did before
  // hydration is taken up just after it (below).
  const [values, setValues] = useState<Record<Field, string>>(() => (refused ? mergePostedValues(empty, posted?.values) : empty));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() => (refused?.fields ?? {}) as Partial<Record<Field, string>>);
  // The line above the button: 'Please fill all required fields', when the server said so.
  const [missing, setMissing] = useState<string | undefined>(refused?.summary);
  // The summary lists the problems of the last refused submit (not each keystroke's).
  const [summaryShown, setSummaryShown] = useState(Boolean(refused));
  const { status, submitting, begin, settle, clear } = useFormStatus<FormOutcome>(posted?.outcome);
  // The browser's own checks stand in until the script runs (a form posted without JavaScript).
  const [scripted, setScripted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => setScripted(true), []);
  // Once, as the form hydrates (before the browser draws it again): the values typed, chosen or
  // ticked before then, which React leaves on the page, become the form's own, or its next render
  // would put back the ones drawn by the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once, at hydration: the values then are the server's, read as drawn
  useLayoutEffect(() => {
    for (const [name, shown] of filledBeforeHydration(values, fields, idPrefix)) change(name, shown);
  }, []);

  function change(field: Field, typed: string) {
    const value = setup.keep ? setup.keep(field, typed) : typed;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: setup.liveError?.(field, value) }));
    setMissing(undefined);
    clear();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    begin();
    const outcome = await setup.send(values);
    settle(outcome);
    if (outcome.kind === "success") {
      setValues(empty);
      setErrors({});
      setMissing(undefined);
      setSummaryShown(false);
      return;
    }
    // Each empty required field says so beside itself too, not only in the line above Submit.
    const emptyOnes = outcome.summary ? required.filter((f) => values[f].trim() === "").map((f) => [f, visitorMessages.forms.fillIn(labels[f])]) : [];
    const problems = { ...Object.fromEntries(emptyOnes), ...outcome.fields } as Partial<Record<Field, string>>;
    // Drawn at once (flushSync), so the summary is there to take focus: a later frame could
    // come before React's render on a busy phone, and focus would go to a field instead.
    flushSync(() => {
      setErrors(problems);
      setMissing(outcome.summary);
      setSummaryShown(true);
    });
    // Without a summary on the page, the first field with a problem takes focus.
    if (summaryRef.current) summaryRef.current.focus();
    else {
      const first = fields.find((f) => problems[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${idPrefix}-${first}`)?.focus();
    }
  }

  /** The props of a field's <FormField>. */
  const field = (name: Field, hint?: string) => ({ name, label: labels[name], required: required.includes(name), hint, error: errors[name], idPrefix });
  /** The value and change handler of a field's input. */
  const bind = (name: Field) => ({ value: values[name], onChange: (e: { target: { value: string } }) => change(name, e.target.value) });
  const summary: SummaryProblem[] = summaryShown
    ? fields.flatMap((name) => (errors[name] ? [{ id: `${idPrefix}-${name}`, label: labels[name], message: errors[name] }] : []))
    : [];

  return { values, errors, missing, status, scripted, formRef, summaryRef, summary, change, submit, field, bind };
}

/**
 * The fields whose control shows something other than `values` (what the server drew): what the
 * visitor typed, chose or ticked before the form hydrated, as each [field, shown value]. Until
 * then the page is a plain form (islands/island-wake.ts lets typing and choosing reach it).
 */
function filledBeforeHydration<Field extends string>(values: Record<Field, string>, fields: readonly Field[], idPrefix: string): [Field, string][] {
  return fields.flatMap((field): [Field, string][] => {
    const element = document.getElementById(`${idPrefix}-${field}`);
    const shown = element ? shownValue(element) : undefined;
    return shown !== undefined && shown !== values[field] ? [[field, shown]] : [];
  });
}
