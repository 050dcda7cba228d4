import { useEffect, useRef, useState, type FormEvent } from "react";
import { MAX_LENGTH, PHONE_DIGITS } from "../../../../server/src/content/kinds/rules.js";
import { ENROLLMENT_MAX_LENGTH } from "../../../../server/src/content/submission-limits.js";
import { admissionMessages as m } from "../../messages/admission.js";
import { FormField } from "../../ui/form-field.js";
import { visitorMessages } from "../../messages/visitor.js";
import { localHref } from "../../messages/active-language.js";
import { publicFormClient } from "../public-forms/form-client.js";
import { mergePostedValues, type FormOutcome, type PostedForm } from "../public-forms/posted-form.js";
import { SubmitAndStatus } from "../public-forms/submit-and-status.js";
import { useFormStatus } from "../../ui/form-status.js";
import { ADMISSION_FIELDS, EMPTY_ADMISSION_VALUES, type AdmissionField, type AdmissionValues } from "./admission-form-rules.js";
import { submitAdmissionConfirmation } from "./admission-submission.js";
import { TitledPage } from "../titled-page.js";

/** The page's form: an island (islands/islands.ts), with the outcome of a form posted without JavaScript, if any. */
export function ConfirmAdmissionForm({ posted }: { posted?: PostedForm | undefined }) {
  const refused = posted?.outcome.kind === "error" ? posted.outcome : undefined;
  const [values, setValues] = useState<AdmissionValues>(() => (refused ? mergePostedValues(EMPTY_ADMISSION_VALUES, posted?.values) : EMPTY_ADMISSION_VALUES));
  const [errors, setErrors] = useState<Partial<Record<AdmissionField, string>>>(() => refused?.fields ?? {});
  const { status, submitting, begin, settle, clear } = useFormStatus<FormOutcome>(posted?.outcome);
  const [scripted, setScripted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The browser's own checks stay on until the script runs; then the messages below replace them.
  useEffect(() => setScripted(true), []);

  function change(field: AdmissionField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    clear();
  }

  function focusFirst(problems: Partial<Record<AdmissionField, string>>) {
    const first = ADMISSION_FIELDS.find((f) => problems[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#admission-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    begin();
    const outcome = await submitAdmissionConfirmation(publicFormClient(), values);
    settle(outcome);
    if (outcome.kind === "success") {
      setValues(EMPTY_ADMISSION_VALUES);
      setErrors({});
    } else {
      setErrors(outcome.fields);
      focusFirst(outcome.fields);
    }
  }

  const field = (name: AdmissionField, required = true, hint?: string) => ({ name, label: m.labels[name], required, hint, error: errors[name], idPrefix: "admission" });
  const bind = (name: AdmissionField) => ({ value: values[name], onChange: (e: { target: { value: string } }) => change(name, e.target.value) });
  // Every select is required, so HTML asks for an empty first option (the placeholder), even where a value is chosen from the start.
  const options = (choices: Record<string, string>) => (
    <>
      <option value="">{m.choose}</option>
      {Object.entries(choices).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );

  return (
    <TitledPage headingId="admission-heading" heading={m.heading} element="article">
      <p>{m.intro}</p>
      <form ref={formRef} className="public-form" method="post" action="/confirm-admission" noValidate={scripted} onSubmit={submit}>
        <FormField {...field("enrollment")}>{(p) => <input {...p} {...bind("enrollment")} type="text" maxLength={ENROLLMENT_MAX_LENGTH} autoComplete="off" />}</FormField>
        <FormField {...field("aadhaarNumber", true, m.aadhaarHint)}>
          {(p) => <input {...p} {...bind("aadhaarNumber")} type="text" inputMode="numeric" maxLength={14} autoComplete="off" />}
        </FormField>
        <AadhaarNotice />
        <FormField {...field("name")}>{(p) => <input {...p} {...bind("name")} type="text" autoComplete="name" maxLength={MAX_LENGTH.text} />}</FormField>
        <FormField {...field("email", false)}>{(p) => <input {...p} {...bind("email")} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />}</FormField>
        <FormField {...field("gender")}>
          {(p) => (
            <select {...p} {...bind("gender")}>
              {options(m.genders)}
            </select>
          )}
        </FormField>
        <FormField {...field("phone", true, m.phoneHint)}>
          {(p) => <input {...p} {...bind("phone")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={PHONE_DIGITS.max + 1} />}
        </FormField>
        <FormField {...field("admissionYear")}>
          {(p) => (
            <select {...p} {...bind("admissionYear")}>
              {options(m.years)}
            </select>
          )}
        </FormField>
        <FormField {...field("directSecondYear")}>
          {(p) => (
            <select {...p} {...bind("directSecondYear")}>
              {options(m.yesNo)}
            </select>
          )}
        </FormField>
        <div className={`form-field form-consent${errors.aadhaarConsent ? " has-error" : ""}`}>
          <label htmlFor="admission-aadhaarConsent">
            {/* Sent with the form (also without the script); the server refuses an Aadhaar number without it. */}
            <input
              id="admission-aadhaarConsent"
              name="aadhaarConsent"
              value="yes"
              type="checkbox"
              required
              checked={values.aadhaarConsent === "yes"}
              aria-invalid={Boolean(errors.aadhaarConsent)}
              aria-describedby={errors.aadhaarConsent ? "admission-aadhaarConsent-error" : undefined}
              onChange={(e) => change("aadhaarConsent", e.target.checked ? "yes" : "")}
            />
            <span>
              {visitorMessages.forms.consent}
              <span aria-hidden="true"> *</span>
            </span>
          </label>
          {errors.aadhaarConsent && (
            <p className="form-error" id="admission-aadhaarConsent-error">
              {errors.aadhaarConsent}
            </p>
          )}
        </div>
        <SubmitAndStatus status={status} label={m.submit} busyLabel={m.submitting} />
      </form>
    </TitledPage>
  );
}

/** Why the form asks for the Aadhaar number, who sees it and how long it is kept (UX4G: say why before asking for personal data). */
function AadhaarNotice() {
  const f = visitorMessages.forms;
  return (
    <div className="aadhaar-notice">
      <h2>{f.aadhaarWhyHeading}</h2>
      <ul>
        <li>{f.aadhaarWhy}</li>
        <li>{f.aadhaarWho}</li>
        <li>{f.aadhaarKept}</li>
      </ul>
      <p>
        {f.aadhaarQuestions} <a href={localHref("/contact")}>{visitorMessages.contact.title}</a>
      </p>
    </div>
  );
}
