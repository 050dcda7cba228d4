import { isEmailAddress, isPhoneNumber, PHONE_DIGITS } from "../../../../server/src/content/kinds/rules.js";
import { FEEDBACK_MAX_LENGTH } from "../../../../server/src/content/submission-limits.js";
import { websiteMessages } from "../../messages/website.js";
import type { FormCheck } from "../public-forms/posted-form.js";

// The feedback form's rules, checked in the browser before sending with the registry kinds' own
// rules (kinds/rules.ts); the server checks the same fields again (types/submissions.ts) and has
// the last word.

export const FEEDBACK_FIELDS = ["name", "email", "phone", "topic", "message"] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];
export type FeedbackValues = Record<FeedbackField, string>;

export const EMPTY_FEEDBACK_VALUES: FeedbackValues = { name: "", email: "", phone: "", topic: "", message: "" };

/** The name, the topic and the feedback itself; how to reply (e-mail, phone) is the visitor's choice. */
export const REQUIRED_FEEDBACK_FIELDS: readonly FeedbackField[] = ["name", "topic", "message"];

/** The phone field keeps digits only, at most as many as a phone number has. */
export const phoneDigits = (typed: string) => typed.replace(/\D/g, "").slice(0, PHONE_DIGITS.max);

/** One field's own problem (not its being empty), as the visitor types or on submit. */
export function feedbackFieldError(field: FeedbackField, value: string): string | undefined {
  const m = websiteMessages.feedback;
  const trimmed = value.trim();
  if (field === "email" && trimmed !== "" && !isEmailAddress(trimmed)) return m.invalidEmail;
  if (field === "phone" && trimmed !== "" && !isPhoneNumber(trimmed)) return m.phoneDigits(PHONE_DIGITS.min, PHONE_DIGITS.max);
  if (field === "message" && value.length > FEEDBACK_MAX_LENGTH) return m.tooLong(FEEDBACK_MAX_LENGTH);
  return undefined;
}

/** The check on submit. */
export function checkFeedbackValues(values: FeedbackValues): FormCheck<FeedbackField> {
  const m = websiteMessages.feedback;
  const fields: Partial<Record<FeedbackField, string>> = {};
  for (const field of FEEDBACK_FIELDS) {
    const problem = feedbackFieldError(field, values[field]);
    if (problem) fields[field] = problem;
  }
  const missing = REQUIRED_FEEDBACK_FIELDS.filter((f) => values[f].trim() === "");
  return { ...(missing.length > 0 ? { missing: m.missing(missing.map((f) => m.labels[f])) } : {}), fields };
}
