import { alumniMessages } from "../../messages/en/alumni.js";

// The alumni registration form's rules (spec §5), checked in the browser before sending; the
// server checks the same fields again and has the last word.

const m = alumniMessages.form;

export const ALUMNI_FIELDS = ["fullName", "email", "whatsappNumber", "yearOfPassing", "dateOfBirth", "occupation", "address", "gender", "afterDiploma"] as const;
export type AlumniField = (typeof ALUMNI_FIELDS)[number];
export type AlumniValues = Record<AlumniField, string>;

export const EMPTY_ALUMNI_VALUES: AlumniValues = Object.fromEntries(ALUMNI_FIELDS.map((f) => [f, ""])) as AlumniValues;

/** Every field but the e-mail is required. */
export const REQUIRED_ALUMNI_FIELDS = ALUMNI_FIELDS.filter((f) => f !== "email");

/** Text, @, text, dot, text (spec §5). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail's error while typing: none when empty (it is optional) or valid. */
export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  return trimmed === "" || EMAIL.test(trimmed) ? undefined : m.invalidEmail;
}

/** The WhatsApp field keeps digits only, at most 15. */
export const whatsappDigits = (typed: string) => typed.replace(/\D/g, "").slice(0, 15);

export interface AlumniCheck {
  /** 'Please fill all required fields: ...' when some are empty. */
  missing?: string;
  /** Each field's own problem. */
  fields: Partial<Record<AlumniField, string>>;
}

/** The check on submit; `today` is "YYYY-MM-DD". */
export function checkAlumniValues(values: AlumniValues, today: string): AlumniCheck {
  const fields: Partial<Record<AlumniField, string>> = {};
  const missing = REQUIRED_ALUMNI_FIELDS.filter((f) => values[f].trim() === "");
  const email = emailError(values.email);
  if (email) fields.email = email;
  if (values.whatsappNumber && !/^\d{10,15}$/.test(values.whatsappNumber)) fields.whatsappNumber = m.whatsappDigits;
  const thisYear = Number(today.slice(0, 4));
  if (values.yearOfPassing.trim() !== "") {
    const year = Number(values.yearOfPassing);
    if (!Number.isInteger(year) || year < 1950 || year > thisYear) fields.yearOfPassing = m.yearRange(thisYear);
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
