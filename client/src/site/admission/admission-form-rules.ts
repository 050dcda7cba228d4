import { isValidAadhaar } from "../../../../server/src/content/verhoeff.js";
import { admissionMessages as m } from "../../messages/en/admission.js";

// The admission confirmation form's rules (spec §5, and the Aadhaar check digit), checked in the
// browser before sending; the server checks the same fields again and has the last word.

export const ADMISSION_FIELDS = ["enrollment", "aadhaarNumber", "name", "email", "gender", "phone", "admissionYear", "directSecondYear"] as const;
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
};

const REQUIRED: AdmissionField[] = ["enrollment", "aadhaarNumber", "name", "gender", "phone", "admissionYear", "directSecondYear"];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The Aadhaar number as typed ("1234 5678 9010") without its spaces and dashes. */
export const aadhaarDigits = (typed: string) => typed.replace(/[\s-]/g, "");

/** Each field's problem, in the order of the form; empty when it may be sent. */
export function checkAdmissionValues(values: AdmissionValues): Partial<Record<AdmissionField, string>> {
  const problems: Partial<Record<AdmissionField, string>> = {};
  for (const field of REQUIRED) {
    if (values[field].trim() === "") problems[field] = m.required(m.labels[field]);
  }
  const email = values.email.trim();
  if (email && !EMAIL.test(email)) problems.email = m.invalidEmail;
  const aadhaar = aadhaarDigits(values.aadhaarNumber);
  if (aadhaar && !problems.aadhaarNumber) {
    if (!/^\d{12}$/.test(aadhaar)) problems.aadhaarNumber = m.aadhaarLength;
    else if (!isValidAadhaar(aadhaar)) problems.aadhaarNumber = m.aadhaarChecksum;
  }
  const phone = values.phone.replace(/[\s-]/g, "");
  if (phone && !/^\+?\d{10,15}$/.test(phone)) problems.phone = m.phoneDigits;
  return problems;
}
