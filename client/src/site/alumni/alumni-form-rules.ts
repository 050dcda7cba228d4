import { isEmailAddress, isPhoneNumber, isWholeNumberWithin, PHONE_DIGITS } from "../../../../server/src/content/kinds/rules.js";
import { FIRST_YEAR_OF_PASSING } from "../../../../server/src/content/submission-limits.js";
import { alumniMessages } from "../../messages/alumni.js";
import type { FormCheck } from "../public-forms/posted-form.js";

// The alumni registration form's rules (spec §5), checked in the browser before sending with the
// registry kinds' own rules (kinds/rules.ts); the server checks the same fields again and has the
// last word. The messages are the form's own words.

export const ALUMNI_FIELDS = ["fullName", "email", "whatsappNumber", "yearOfPassing", "dateOfBirth", "occupation", "address", "gender", "afterDiploma"] as const;
export type AlumniField = (typeof ALUMNI_FIELDS)[number];
export type AlumniValues = Record<AlumniField, string>;

export const EMPTY_ALUMNI_VALUES: AlumniValues = Object.fromEntries(ALUMNI_FIELDS.map((f) => [f, ""])) as AlumniValues;

/** Every field but the e-mail is required. */
export const REQUIRED_ALUMNI_FIELDS = ALUMNI_FIELDS.filter((f) => f !== "email");

/** The e-mail's error while typing: none when empty (it is optional) or valid. */
export function emailError(email: string): string | undefined {
  const m = alumniMessages.form;
  const trimmed = email.trim();
  return trimmed === "" || isEmailAddress(trimmed) ? undefined : m.invalidEmail;
}

/** The WhatsApp field keeps digits only, at most as many as a phone number has. */
export const whatsappDigits = (typed: string) => typed.replace(/\D/g, "").slice(0, PHONE_DIGITS.max);

/** The check on submit; `today` is "YYYY-MM-DD". */
export function checkAlumniValues(values: AlumniValues, today: string): FormCheck<AlumniField> {
  const m = alumniMessages.form;
  const fields: Partial<Record<AlumniField, string>> = {};
  const missing = REQUIRED_ALUMNI_FIELDS.filter((f) => values[f].trim() === "");
  const email = emailError(values.email);
  if (email) fields.email = email;
  if (values.whatsappNumber && !isPhoneNumber(values.whatsappNumber)) fields.whatsappNumber = m.whatsappDigits(PHONE_DIGITS.min, PHONE_DIGITS.max);
  const thisYear = Number(today.slice(0, 4));
  if (values.yearOfPassing.trim() !== "") {
    if (!isWholeNumberWithin(Number(values.yearOfPassing), FIRST_YEAR_OF_PASSING, thisYear)) fields.yearOfPassing = m.yearRange(FIRST_YEAR_OF_PASSING, thisYear);
  }
  if (values.dateOfBirth && values.dateOfBirth > today) fields.dateOfBirth = m.futureBirth;
  return {
    ...(missing.length > 0 ? { missing: m.missing(missing.map((f) => m.labels[f])) } : {}),
    fields,
  };
}

/** Today in the visitor's own calendar, "YYYY-MM-DD" (call from an event handler or effect). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
