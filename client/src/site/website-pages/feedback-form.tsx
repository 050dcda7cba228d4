import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { MAX_LENGTH, PHONE_DIGITS } from "../../../../server/src/content/kinds/rules.js";
import { FEEDBACK_MAX_LENGTH } from "../../../../server/src/content/submission-limits.js";
import { visitorMessages } from "../../messages/visitor.js";
import { websiteMessages } from "../../messages/website.js";
import { ErrorSummary } from "../../ui/error-summary.js";
import { FormField } from "../../ui/form-field.js";
import { useFormStatus } from "../../ui/form-status.js";
import { publicFormClient } from "../public-forms/form-client.js";
import { mergePostedValues, type FormOutcome, type PostedForm } from "../public-forms/posted-form.js";
import { SubmitAndStatus } from "../public-forms/submit-and-status.js";
import { TitledPage } from "../titled-page.js";
import {
  EMPTY_FEEDBACK_VALUES,
  FEEDBACK_FIELDS,
  feedbackFieldError,
  phoneDigits,
  REQUIRED_FEEDBACK_FIELDS,
  type FeedbackField,
  type FeedbackValues,
} from "./feedback-form-rules.js";
import { submitFeedback } from "./feedback-submission.js";

type Problems = Partial<Record<FeedbackField, string>>;

/** The feedback form: an island (islands/islands.ts), with the outcome of a form posted without JavaScript, if any. */
export function FeedbackForm({ posted }: { posted?: PostedForm | undefined }) {
  const m = websiteMessages.feedback;
  const refused = posted?.outcome.kind === "error" ? posted.outcome : undefined;
  const [values, setValues] = useState<FeedbackValues>(() => (refused ? mergePostedValues(EMPTY_FEEDBACK_VALUES, posted?.values) : EMPTY_FEEDBACK_VALUES));
  const [errors, setErrors] = useState<Problems>(() => refused?.fields ?? {});
  const [missing, setMissing] = useState<string | undefined>(refused?.summary);
  // The summary lists the problems of the last refused submit (not each keystroke's).
  const [summaryShown, setSummaryShown] = useState(Boolean(refused));
  const { status, submitting, begin, settle, clear } = useFormStatus<FormOutcome>(posted?.outcome);
  // The browser's own checks stand in until the script runs (a form posted without JavaScript).
  const [hydrated, setHydrated] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => setHydrated(true), []);

  function change(field: FeedbackField, typed: string) {
    const value = field === "phone" ? phoneDigits(typed) : typed;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: feedbackFieldError(field, value) }));
    setMissing(undefined);
    clear();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    begin();
    const outcome = await submitFeedback(publicFormClient(), values);
    settle(outcome);
    if (outcome.kind === "success") {
      setValues(EMPTY_FEEDBACK_VALUES);
      setErrors({});
      setMissing(undefined);
      setSummaryShown(false);
      return;
    }
    // Each empty required field says so beside itself too, and the summary takes focus.
    const empty = REQUIRED_FEEDBACK_FIELDS.filter((f) => outcome.summary && values[f].trim() === "").map((f) => [f, visitorMessages.forms.fillIn(m.labels[f])]);
    // Drawn at once (flushSync), so the summary is there to take focus whatever the frame timing.
    flushSync(() => {
      setErrors({ ...Object.fromEntries(empty), ...outcome.fields });
      setMissing(outcome.summary);
      setSummaryShown(true);
    });
    summaryRef.current?.focus();
  }

  const field = (name: FeedbackField, hint?: string) => ({
    name,
    label: m.labels[name],
    required: REQUIRED_FEEDBACK_FIELDS.includes(name),
    hint,
    error: errors[name],
    idPrefix: "feedback",
  });
  const bind = (name: FeedbackField) => ({ value: values[name], onChange: (e: { target: { value: string } }) => change(name, e.target.value) });
  const problems = summaryShown
    ? FEEDBACK_FIELDS.flatMap((name) => (errors[name] ? [{ id: `feedback-${name}`, label: m.labels[name], message: errors[name]! }] : []))
    : [];

  return (
    <TitledPage headingId="feedback-heading" heading={m.heading} element="article">
      <p>{m.intro}</p>
      <form className="public-form" method="post" action="/feedback" noValidate={hydrated} onSubmit={submit}>
        <ErrorSummary ref={summaryRef} title={visitorMessages.forms.errorSummary} problems={problems} />
        <FormField {...field("name")}>{(p) => <input {...p} {...bind("name")} type="text" autoComplete="name" maxLength={MAX_LENGTH.text} />}</FormField>
        <FormField {...field("email")}>{(p) => <input {...p} {...bind("email")} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />}</FormField>
        <FormField {...field("phone", m.phoneHint)}>
          {(p) => <input {...p} {...bind("phone")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={PHONE_DIGITS.max} />}
        </FormField>
        <FormField {...field("topic")}>
          {(p) => (
            <select {...p} {...bind("topic")}>
              <option value="">{m.chooseTopic}</option>
              {Object.entries(m.topics).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field("message", m.messageHint(FEEDBACK_MAX_LENGTH))}>
          {(p) => <textarea {...p} {...bind("message")} rows={6} maxLength={FEEDBACK_MAX_LENGTH} />}
        </FormField>
        <p className="form-status form-status-error" role="alert">
          {missing}
        </p>
        <SubmitAndStatus status={status} label={m.submit} busyLabel={m.submitting} />
      </form>
    </TitledPage>
  );
}
