import { MAX_LENGTH, PHONE_DIGITS } from "../../../../server/src/content/kinds/rules.js";
import { FEEDBACK_MAX_LENGTH } from "../../../../server/src/content/submission-limits.js";
import { visitorMessages } from "../../messages/visitor.js";
import { websiteMessages } from "../../messages/website.js";
import { ErrorSummary } from "../../ui/error-summary.js";
import { ChoiceField, FormField } from "../../ui/form-field.js";
import { publicFormClient } from "../public-forms/form-client.js";
import type { PostedForm } from "../public-forms/posted-form.js";
import { SubmitAndStatus } from "../public-forms/submit-and-status.js";
import { usePublicForm } from "../public-forms/use-public-form.js";
import { TitledPage } from "../titled-page.js";
import { EMPTY_FEEDBACK_VALUES, FEEDBACK_FIELDS, feedbackFieldError, phoneDigits, REQUIRED_FEEDBACK_FIELDS } from "./feedback-form-rules.js";
import { submitFeedback } from "./feedback-submission.js";

/** The feedback form: an island (islands/islands.ts), with the outcome of a form posted without JavaScript, if any. */
export function FeedbackForm({ posted }: { posted?: PostedForm | undefined }) {
  const m = websiteMessages.feedback;
  const form = usePublicForm({
    fields: FEEDBACK_FIELDS,
    required: REQUIRED_FEEDBACK_FIELDS,
    empty: EMPTY_FEEDBACK_VALUES,
    labels: m.labels,
    idPrefix: "feedback",
    posted,
    send: (values) => submitFeedback(publicFormClient(), values),
    keep: (field, typed) => (field === "phone" ? phoneDigits(typed) : typed),
    liveError: feedbackFieldError,
  });
  const { field, bind } = form;

  return (
    <TitledPage headingId="feedback-heading" heading={m.heading} element="article">
      <p>{m.intro}</p>
      <form ref={form.formRef} className="public-form" method="post" action="/feedback" noValidate={form.scripted} onSubmit={form.submit}>
        <ErrorSummary ref={form.summaryRef} title={visitorMessages.forms.errorSummary} problems={form.summary} />
        <FormField {...field("name")}>{(p) => <input {...p} {...bind("name")} type="text" autoComplete="name" maxLength={MAX_LENGTH.text} />}</FormField>
        <FormField {...field("email")}>{(p) => <input {...p} {...bind("email")} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} />}</FormField>
        <FormField {...field("phone", m.phoneHint)}>
          {(p) => <input {...p} {...bind("phone")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={PHONE_DIGITS.max} />}
        </FormField>
        <ChoiceField {...field("topic")} input={bind("topic")} placeholder={m.chooseTopic} choices={m.topics} />
        <FormField {...field("message", m.messageHint(FEEDBACK_MAX_LENGTH))}>
          {(p) => <textarea {...p} {...bind("message")} rows={6} maxLength={FEEDBACK_MAX_LENGTH} />}
        </FormField>
        <p className="form-status form-status-error" role="alert">
          {form.missing}
        </p>
        <SubmitAndStatus status={form.status} label={m.submit} busyLabel={m.submitting} />
      </form>
    </TitledPage>
  );
}
