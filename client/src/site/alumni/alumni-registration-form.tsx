import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { MAX_LENGTH, PHONE_DIGITS } from "../../../../server/src/content/kinds/rules.js";
import { FIRST_YEAR_OF_PASSING } from "../../../../server/src/content/submission-limits.js";
import { alumniMessages } from "../../messages/alumni.js";
import { FormField } from "../../ui/form-field.js";
import { ErrorSummary } from "../../ui/error-summary.js";
import { visitorMessages } from "../../messages/visitor.js";
import { publicFormClient } from "../public-forms/form-client.js";
import { mergePostedValues, type FormOutcome, type PostedForm } from "../public-forms/posted-form.js";
import { SubmitAndStatus } from "../public-forms/submit-and-status.js";
import { useFormStatus } from "../../ui/form-status.js";
import {
  ALUMNI_FIELDS,
  EMPTY_ALUMNI_VALUES,
  REQUIRED_ALUMNI_FIELDS,
  emailError,
  localToday,
  whatsappDigits,
  type AlumniField,
  type AlumniValues,
} from "./alumni-form-rules.js";
import { submitAlumniRegistration } from "./alumni-submission.js";
import { TitledPage } from "../titled-page.js";

/** The page's form: an island (islands/islands.ts), with the outcome of a form posted without JavaScript, if any. */
export function AlumniRegistrationForm({ posted }: { posted?: PostedForm | undefined }) {
  const m = alumniMessages.form;
  const refused = posted?.outcome.kind === "error" ? posted.outcome : undefined;
  const [values, setValues] = useState<AlumniValues>(() => (refused ? mergePostedValues(EMPTY_ALUMNI_VALUES, posted?.values) : EMPTY_ALUMNI_VALUES));
  const [errors, setErrors] = useState<Partial<Record<AlumniField, string>>>(() => refused?.fields ?? {});
  const [missing, setMissing] = useState<string | undefined>(refused?.summary);
  const { status, submitting, begin, settle, clear } = useFormStatus<FormOutcome>(posted?.outcome);
  // Dates come from the visitor's clock, read after the first render (the server's HTML has none).
  const [today, setToday] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The summary lists the problems of the last refused submit (not each keystroke's), in the fields' order.
  const [summaryShown, setSummaryShown] = useState(Boolean(refused));

  useEffect(() => setToday(localToday()), []);

  function change(field: AlumniField, value: string) {
    const next = field === "whatsappNumber" ? whatsappDigits(value) : value;
    setValues((v) => ({ ...v, [field]: next }));
    setErrors((e) => ({ ...e, [field]: field === "email" ? emailError(next) : undefined }));
    setMissing(undefined);
    clear();
  }

  function focusFirstProblem(fields: Partial<Record<AlumniField, string>>, missingToo: boolean) {
    const first = ALUMNI_FIELDS.find((f) => fields[f] || (missingToo && f !== "email" && values[f].trim() === ""));
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    begin();
    const outcome = await submitAlumniRegistration(publicFormClient(), values, localToday());
    settle(outcome);
    if (outcome.kind === "success") {
      setValues(EMPTY_ALUMNI_VALUES);
      setErrors({});
      setMissing(undefined);
      setSummaryShown(false);
    } else {
      // Each empty required field says so beside itself too, not only in the line above Submit.
      const empty = outcome.summary
        ? Object.fromEntries(REQUIRED_ALUMNI_FIELDS.filter((f) => values[f].trim() === "").map((f) => [f, visitorMessages.forms.fillIn(m.labels[f])]))
        : {};
      // Drawn at once (flushSync), so the summary is there to take focus: a later frame could
      // come before React's render on a busy phone, and focus would go to a field instead.
      flushSync(() => {
        setErrors({ ...empty, ...outcome.fields });
        setMissing(outcome.summary);
        setSummaryShown(true);
      });
      // Without any listed problem, the first field with one takes focus.
      if (summaryRef.current) summaryRef.current.focus();
      else focusFirstProblem(outcome.fields, Boolean(outcome.summary));
    }
  }

  const field = (name: AlumniField, required = true, hint?: string) => ({
    name,
    label: m.labels[name],
    required,
    hint,
    error: errors[name],
    idPrefix: "alumni",
  });
  const bind = (name: AlumniField) => ({ value: values[name], onChange: (e: { target: { value: string } }) => change(name, e.target.value) });

  return (
    <TitledPage headingId="alumni-form-heading" heading={m.heading} element="article">
      <p>{m.intro}</p>
      <form ref={formRef} className="public-form" method="post" action="/alumni/registration-form" noValidate={today !== undefined} onSubmit={submit}>
        <ErrorSummary
          ref={summaryRef}
          title={visitorMessages.forms.errorSummary}
          problems={summaryShown ? ALUMNI_FIELDS.flatMap((name) => (errors[name] ? [{ id: `alumni-${name}`, label: m.labels[name], message: errors[name]! }] : [])) : []}
        />
        <FormField {...field("fullName")}>{(p) => <input {...p} {...bind("fullName")} type="text" autoComplete="name" maxLength={MAX_LENGTH.text} />}</FormField>
        <FormField {...field("email", false)}>{(p) => <input {...p} {...bind("email")} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />}</FormField>
        <FormField {...field("whatsappNumber", true, m.whatsappHint)}>
          {(p) => (
            <input
              {...p}
              {...bind("whatsappNumber")}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              minLength={PHONE_DIGITS.min}
              maxLength={PHONE_DIGITS.max}
              pattern={`[0-9]{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}`}
            />
          )}
        </FormField>
        <FormField {...field("yearOfPassing")}>
          {(p) => <input {...p} {...bind("yearOfPassing")} type="number" inputMode="numeric" min={FIRST_YEAR_OF_PASSING} max={today?.slice(0, 4)} step={1} />}
        </FormField>
        <FormField {...field("dateOfBirth")}>{(p) => <input {...p} {...bind("dateOfBirth")} type="date" autoComplete="bday" max={today} />}</FormField>
        <FormField {...field("occupation")}>
          {(p) => <input {...p} {...bind("occupation")} type="text" autoComplete="organization-title" maxLength={MAX_LENGTH.text} />}
        </FormField>
        <FormField {...field("address")}>{(p) => <textarea {...p} {...bind("address")} autoComplete="street-address" rows={3} />}</FormField>
        <FormField {...field("gender")}>
          {(p) => (
            <select {...p} {...bind("gender")}>
              <option value="">{m.chooseGender}</option>
              {Object.entries(m.genders).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field("afterDiploma", true, m.afterDiplomaHint)}>{(p) => <textarea {...p} {...bind("afterDiploma")} rows={4} />}</FormField>
        <p className="form-status form-status-error" role="alert">
          {missing}
        </p>
        {/* Submit stays enabled: a press with problems shows them all (summary and fields), never a dead button. */}
        <SubmitAndStatus status={status} label={m.submit} busyLabel={m.submitting} />
      </form>
    </TitledPage>
  );
}
