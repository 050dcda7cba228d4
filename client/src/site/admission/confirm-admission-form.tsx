import { MAX_LENGTH, PHONE_DIGITS } from "../../../../server/src/content/kinds/rules.js";
import { ENROLLMENT_MAX_LENGTH } from "../../../../server/src/content/submission-limits.js";
import { admissionMessages as m } from "../../messages/admission.js";
import { ChoiceField, FormField } from "../../ui/form-field.js";
import { visitorMessages } from "../../messages/visitor.js";
import { localHref } from "../../messages/active-language.js";
import { publicFormClient } from "../public-forms/form-client.js";
import type { PostedForm } from "../public-forms/posted-form.js";
import { SubmitAndStatus } from "../public-forms/submit-and-status.js";
import { usePublicForm } from "../public-forms/use-public-form.js";
import { ADMISSION_FIELDS, EMPTY_ADMISSION_VALUES, REQUIRED_ADMISSION_FIELDS, type AdmissionField } from "./admission-form-rules.js";
import { submitAdmissionConfirmation } from "./admission-submission.js";
import { TitledPage } from "../titled-page.js";

/** The page's form: an island (islands/islands.ts), with the outcome of a form posted without JavaScript, if any. */
export function ConfirmAdmissionForm({ posted }: { posted?: PostedForm | undefined }) {
  const form = usePublicForm({
    fields: ADMISSION_FIELDS,
    required: REQUIRED_ADMISSION_FIELDS,
    empty: EMPTY_ADMISSION_VALUES,
    labels: m.labels,
    idPrefix: "admission",
    posted,
    send: (values) => submitAdmissionConfirmation(publicFormClient(), values),
  });
  const { values, errors, change, field, bind } = form;
  // Every select is required, so HTML asks for an empty first option (the placeholder), even where a value is chosen from the start.
  const choice = (name: AdmissionField, choices: Record<string, string>) => <ChoiceField {...field(name)} input={bind(name)} placeholder={m.choose} choices={choices} />;

  return (
    <TitledPage headingId="admission-heading" heading={m.heading} element="article">
      <p>{m.intro}</p>
      <form ref={form.formRef} className="public-form" method="post" action="/confirm-admission" noValidate={form.scripted} onSubmit={form.submit}>
        <FormField {...field("enrollment")}>{(p) => <input {...p} {...bind("enrollment")} type="text" maxLength={ENROLLMENT_MAX_LENGTH} autoComplete="off" />}</FormField>
        <FormField {...field("aadhaarNumber", m.aadhaarHint)}>
          {(p) => <input {...p} {...bind("aadhaarNumber")} type="text" inputMode="numeric" maxLength={14} autoComplete="off" />}
        </FormField>
        <AadhaarNotice />
        <FormField {...field("name")}>{(p) => <input {...p} {...bind("name")} type="text" autoComplete="name" maxLength={MAX_LENGTH.text} />}</FormField>
        <FormField {...field("email")}>{(p) => <input {...p} {...bind("email")} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />}</FormField>
        {choice("gender", m.genders)}
        <FormField {...field("phone", m.phoneHint)}>
          {(p) => <input {...p} {...bind("phone")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={PHONE_DIGITS.max + 1} />}
        </FormField>
        {choice("admissionYear", m.years)}
        {choice("directSecondYear", m.yesNo)}
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
        <SubmitAndStatus status={form.status} label={m.submit} busyLabel={m.submitting} />
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
