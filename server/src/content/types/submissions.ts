import { defineContentType, PUBLIC_SUBMISSION, type ContentTypeDefinition, type FieldSpec } from "../define.js";
import { choices, insertedUnderTheirOwnNames } from "../shared-fields.js";
import { ENROLLMENT_MAX_LENGTH, FEEDBACK_MAX_LENGTH, FIRST_YEAR_OF_PASSING } from "../submission-limits.js";

// The public forms. Anyone may submit; only administrators read, change or delete.

/** This file's domain of the API (schema/submissions.graphql), in one line. */
export const about = "The public forms (admission, alumni, feedback): anyone may submit, only administrators read, change or delete.";

/**
 * A public form's type: anyone may submit, administrators read it in the Submissions menu,
 * newest first, searching its `searchFields`; the manage table shows `columns`.
 */
function definePublicForm<const F extends Record<string, FieldSpec>>(
  definition: Omit<ContentTypeDefinition<F>, "access" | "filters" | "order" | "admin"> & { columns: readonly (keyof F & string)[] },
) {
  const { columns, ...own } = definition;
  return defineContentType<F>({
    ...own,
    access: PUBLIC_SUBMISSION,
    order: [["createdAt", "DESC"]],
    admin: { group: "Submissions", columns },
  });
}

/** The forms' required gender choice; each value is shown as it is stored. */
const genderField = (...values: string[]) => ({ kind: "select", label: "Gender", required: true, options: values.map((value) => ({ value, label: value })) }) as const;

export const admissionConfirmation = definePublicForm({
  key: "admissionConfirmation",
  label: "Admission confirmation",
  description: "A student's admission confirmation sent through the public form. Personal data: administrators only; the Aadhaar number is shown masked.",
  fields: {
    enrollment: { kind: "text", label: "Enrollment number", required: true, maxLength: ENROLLMENT_MAX_LENGTH },
    aadhaarNumber: { kind: "aadhaar", label: "Aadhaar number", required: true, personal: true },
    name: { kind: "text", label: "Full name", required: true },
    email: { kind: "email", label: "E-mail" },
    gender: genderField("Male", "Female", "Other"),
    phone: { kind: "phone", label: "WhatsApp number", required: true, personal: true },
    admissionYear: { kind: "select", label: "Year of admission", required: true, options: choices({ "1st": "First year", "2nd": "Second year", "3rd": "Third year" }) },
    directSecondYear: { kind: "boolean", label: "Direct second year admission" },
    aadhaarConsent: { kind: "boolean", label: "Consent to keep the Aadhaar number", consentFor: "aadhaarNumber" },
  },
  searchFields: ["enrollment", "name"],
  columns: ["enrollment", "name", "aadhaarNumber", "phone", "admissionYear", "directSecondYear"],
  legacy: {
    insert: "insertStudentAdmissionDetails",
    fields: {
      enrollment: { insert: "enrollment" },
      aadhaarNumber: { insert: "aadharNo" },
      ...insertedUnderTheirOwnNames("name", "email", "gender", "phone", "admissionYear", "directSecondYear", "aadhaarConsent"),
    },
  },
});

export const alumniRegistration = definePublicForm({
  key: "alumniRegistration",
  label: "Alumni registration",
  description: "A former student's registration sent through the public alumni form. Personal data: administrators only.",
  fields: {
    fullName: { kind: "text", label: "Full Name", required: true },
    email: { kind: "email", label: "E-mail" },
    whatsappNumber: {
      kind: "phone",
      label: "WhatsApp Number",
      required: true,
      personal: true,
      help: "Numbers only, include country code",
    },
    yearOfPassing: { kind: "number", label: "Year of Passing", required: true, min: FIRST_YEAR_OF_PASSING, notAfterThisYear: true },
    dateOfBirth: { kind: "date", label: "Date of Birth", required: true, notAfterToday: true, personal: true },
    occupation: { kind: "text", label: "Occupation", required: true },
    address: { kind: "longText", label: "Address", required: true, personal: true },
    gender: genderField("Male", "Female", "Other"),
    afterDiploma: { kind: "longText", label: "Life After Diploma", required: true },
  },
  searchFields: ["fullName", "occupation"],
  titleField: "fullName",
  columns: ["fullName", "yearOfPassing", "occupation", "whatsappNumber", "email"],
  legacy: {
    insert: "insertAlumniDetails",
    fields: insertedUnderTheirOwnNames("fullName", "email", "whatsappNumber", "yearOfPassing", "dateOfBirth", "occupation", "address", "gender", "afterDiploma"),
  },
});

/** What a feedback is about: the topics a visitor chooses from (GIGW asks for a feedback form). */
const FEEDBACK_TOPICS = choices({
  website: "This website",
  admission: "Admission",
  academics: "Teaching and examinations",
  facilities: "Facilities",
  other: "Something else",
});

export const feedback = definePublicForm({
  key: "feedback",
  label: "Feedback",
  pluralLabel: "Feedback",
  description: "A visitor's feedback on the college or its website, sent through the public feedback form. Administrators only.",
  graphql: { list: "feedbackList" },
  fields: {
    name: { kind: "text", label: "Name", required: true },
    email: { kind: "email", label: "E-mail", personal: true },
    phone: { kind: "phone", label: "Phone", personal: true },
    topic: { kind: "select", label: "Topic", required: true, options: FEEDBACK_TOPICS },
    message: { kind: "longText", label: "Message", required: true, maxLength: FEEDBACK_MAX_LENGTH },
  },
  searchFields: ["name", "message"],
  columns: ["name", "topic", "email", "phone", "message"],
});
