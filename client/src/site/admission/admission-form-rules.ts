import { aadhaarAsStored, aadhaarProblem, isEmailAddress, isPhoneNumber, phoneAsStored, PHONE_DIGITS } from "../../../../server/src/content/kinds/rules.js";
import { admissionMessages as m } from "../../messages/admission.js";
import { visitorMessages } from "../../messages/visitor.js";

// The admission confirmation form's rules (spec §5, and the Aadhaar check digit), checked in the
// browser before sending with the registry kinds' own rules (kinds/rules.ts); the server checks
// the same fields again and has the last word. The messages are the form's own words.

export const ADMISSION_FIELDS = ["enrollment", "aadhaarNumber", "name", "email", "gender", "phone", "admissionYear", "directSecondYear", "aadhaarConsent"] as const;
export type AdmissionField = (typeof ADMISSION_FIELDS)[number];
export type AdmissionValues = Record<AdmissionField, string>;

export const EMPTY_ADMISSION_VALUES: AdmissionValues = {
  enrollment: "",
  aadhaarNumber: "",
  name: "",
  email: "",
  gender: "",
  phone: "",
  admissionYear: "",
  directSecondYear: "no",
  /** The consent tick: "yes" when ticked. The server refuses an Aadhaar number without it. */
  aadhaarConsent: "",
};

export const REQUIRED_ADMISSION_FIELDS: readonly AdmissionField[] = ["enrollment", "aadhaarNumber", "name", "gender", "phone", "admissionYear", "directSecondYear"];

/** Each field's problem, in the order of the form; empty when it may be sent. */
export function checkAdmissionValues(values: AdmissionValues): Partial<Record<AdmissionField, string>> {
  const problems: Partial<Record<AdmissionField, string>> = {};
  for (const field of REQUIRED_ADMISSION_FIELDS) {
    if (values[field].trim() === "") problems[field] = m.required(m.labels[field]);
  }
  const email = values.email.trim();
  if (email && !isEmailAddress(email)) problems.email = m.invalidEmail;
  const aadhaar = aadhaarAsStored(values.aadhaarNumber);
  if (aadhaar && !problems.aadhaarNumber) {
    const problem = aadhaarProblem(aadhaar);
    if (problem) problems.aadhaarNumber = problem === "length" ? m.aadhaarLength : m.aadhaarChecksum;
  }
  if (values.aadhaarConsent !== "yes") problems.aadhaarConsent = visitorMessages.forms.consentMissing;
  const phone = phoneAsStored(values.phone);
  if (phone && !isPhoneNumber(phone)) problems.phone = m.phoneDigits(PHONE_DIGITS.min, PHONE_DIGITS.max);
  return problems;
}
