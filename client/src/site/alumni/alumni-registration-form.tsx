import { useEffect, useState } from "react";
import { MAX_LENGTH, PHONE_DIGITS } from "../../../../server/src/content/kinds/rules.js";
import { FIRST_YEAR_OF_PASSING } from "../../../../server/src/content/submission-limits.js";
import { alumniMessages } from "../../messages/alumni.js";
import { ChoiceField, FormField } from "../../ui/form-field.js";
import { ErrorSummary } from "../../ui/error-summary.js";
import { visitorMessages } from "../../messages/visitor.js";
import { publicFormClient } from "../public-forms/form-client.js";
import type { PostedForm } from "../public-forms/posted-form.js";
import { SubmitAndStatus } from "../public-forms/submit-and-status.js";
import { usePublicForm } from "../public-forms/use-public-form.js";
import { ALUMNI_FIELDS, EMPTY_ALUMNI_VALUES, REQUIRED_ALUMNI_FIELDS, emailError, localToday, whatsappDigits } from "./alumni-form-rules.js";
import { submitAlumniRegistration } from "./alumni-submission.js";
import { TitledPage } from "../titled-page.js";

/** The page's form: an island (islands/islands.ts), with the outcome of a form posted without JavaScript, if any. */
export function AlumniRegistrationForm({ posted }: { posted?: PostedForm | undefined }) {
  const m = alumniMessages.form;
  // Dates come from the visitor's clock, read after the first render (the server's HTML has none).
  const [today, setToday] = useState<string | undefined>();
  useEffect(() => setToday(localToday()), []);
  const form = usePublicForm({
    fields: ALUMNI_FIELDS,
    required: REQUIRED_ALUMNI_FIELDS,
    empty: EMPTY_ALUMNI_VALUES,
    labels: m.labels,
    idPrefix: "alumni",
    posted,
    send: (values) => submitAlumniRegistration(publicFormClient(), values, localToday()),
    keep: (field, typed) => (field === "whatsappNumber" ? whatsappDigits(typed) : typed),
    liveError: (field, value) => (field === "email" ? emailError(value) : undefined),
  });
  const { field, bind } = form;

  return (
    <TitledPage headingId="alumni-form-heading" heading={m.heading} element="article">
      <p>{m.intro}</p>
      <form ref={form.formRef} className="public-form" method="post" action="/alumni/registration-form" noValidate={today !== undefined} onSubmit={form.submit}>
        <ErrorSummary ref={form.summaryRef} title={visitorMessages.forms.errorSummary} problems={form.summary} />
        <FormField {...field("fullName")}>{(p) => <input {...p} {...bind("fullName")} type="text" autoComplete="name" maxLength={MAX_LENGTH.text} />}</FormField>
        <FormField {...field("email")}>{(p) => <input {...p} {...bind("email")} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />}</FormField>
        <FormField {...field("whatsappNumber", m.whatsappHint)}>
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
        <ChoiceField {...field("gender")} input={bind("gender")} placeholder={m.chooseGender} choices={m.genders} />
        <FormField {...field("afterDiploma", m.afterDiplomaHint)}>{(p) => <textarea {...p} {...bind("afterDiploma")} rows={4} />}</FormField>
        <p className="form-status form-status-error" role="alert">
          {form.missing}
        </p>
        {/* Submit stays enabled: a press with problems shows them all (summary and fields), never a dead button. */}
        <SubmitAndStatus status={form.status} label={m.submit} busyLabel={m.submitting} />
      </form>
    </TitledPage>
  );
}
