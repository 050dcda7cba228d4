import { defineContentType, PUBLIC_SUBMISSION } from "../define.js";
import { insertedUnderTheirOwnNames } from "../shared-fields.js";
import { ENROLLMENT_MAX_LENGTH, FIRST_YEAR_OF_PASSING } from "../submission-limits.js";

// The two public forms. Anyone may submit; only administrators read, change or delete.

/** This file's domain of the API (schema/submissions.graphql), in one line. */
export const about = "The two public forms: anyone may submit, only administrators read, change or delete.";

/** The forms' required gender choice; each value is shown as it is stored. */
const genderField = (...values: string[]) =>
  ({ kind: "select", label: "Gender", required: true, options: values.map((value) => ({ value, label: value })) }) as const;

export const admissionConfirmation = defineContentType({
  key: "admissionConfirmation",
  label: "Admission confirmation",
  pluralLabel: "Admission confirmations",
  description: "A student's admission confirmation sent through the public form. Personal data: administrators only; the Aadhaar number is shown masked.",
  access: PUBLIC_SUBMISSION,
  fields: {
    enrollment: { kind: "text", label: "Enrollment number", required: true, maxLength: ENROLLMENT_MAX_LENGTH },
    aadhaarNumber: { kind: "aadhaar", label: "Aadhaar number", required: true, personal: true },
    name: { kind: "text", label: "Full name", required: true },
    email: { kind: "email", label: "E-mail" },
    gender: genderField("Male", "Female"),
    phone: { kind: "phone", label: "WhatsApp number", required: true, personal: true },
    admissionYear: {
      kind: "select",
      label: "Year of admission",
      required: true,
      options: [
        { value: "1st", label: "First year" },
        { value: "2nd", label: "Second year" },
        { value: "3rd", label: "Third year" },
      ],
    },
    directSecondYear: { kind: "boolean", label: "Direct second year admission" },
  },
  filters: ["search"],
  searchFields: ["enrollment", "name"],
  order: [["createdAt", "DESC"]],
  titleField: "name",
  admin: {
    addRoute: "add-admission-confirmation", manageRoute: "manage-admission-confirmations",
    group: "Submissions",
    columns: ["enrollment", "name", "aadhaarNumber", "phone", "admissionYear", "directSecondYear"],
  },
  legacy: {
    insert: "insertStudentAdmissionDetails",
    fields: {
      enrollment: { insert: "enrollment" },
      aadhaarNumber: { insert: "aadharNo" },
      ...insertedUnderTheirOwnNames("name", "email", "gender", "phone", "admissionYear", "directSecondYear"),
    },
  },
});

export const alumniRegistration = defineContentType({
  key: "alumniRegistration",
  label: "Alumni registration",
  pluralLabel: "Alumni registrations",
  description: "A former student's registration sent through the public alumni form. Personal data: administrators only.",
  access: PUBLIC_SUBMISSION,
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
  filters: ["search"],
  searchFields: ["fullName", "occupation"],
  order: [["createdAt", "DESC"]],
  titleField: "fullName",
  admin: {
    addRoute: "add-alumni-registration", manageRoute: "manage-alumni-registrations",
    group: "Submissions",
    columns: ["fullName", "yearOfPassing", "occupation", "whatsappNumber", "email"],
  },
  legacy: {
    insert: "insertAlumniDetails",
    fields: insertedUnderTheirOwnNames("fullName", "email", "whatsappNumber", "yearOfPassing", "dateOfBirth", "occupation", "address", "gender", "afterDiploma"),
  },
});
