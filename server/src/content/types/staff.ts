import { defineContentType, PUBLIC_READ_ADMIN_WRITE, type FieldSpec } from "../define.js";

// Faculty and supporting staff share every field; only the years label and legacy names differ.

/** This file's domain of the API (schema/staff.graphql), in one line. */
export const about = "Teaching and supporting staff of the departments.";

function staffFields(experienceLabel: string) {
  return {
    name: { kind: "text", label: "Name", required: true },
    designation: { kind: "text", label: "Designation", required: true },
    qualification: { kind: "text", label: "Qualification", required: true },
    experience: { kind: "number", label: experienceLabel, required: true, min: 0, max: 60 },
    contact: { kind: "phone", label: "Contact number", required: true },
    department: { kind: "department", label: "Department", required: true },
    email: { kind: "email", label: "E-mail", required: true },
    photoImage: { kind: "image", label: "Photo", required: true, alt: true },
    sortOrder: { kind: "number", label: "Position in the list", min: 0, max: 9999, help: "Smaller numbers are listed first." },
  } as const satisfies Record<string, FieldSpec>;
}

const staffLegacyFields = (photoInsertName: string) =>
  ({
    name: { row: "name", insert: "name", column: "name" },
    designation: { row: "designation", insert: "designation", column: "designation" },
    qualification: { row: "qualification", insert: "qualification", column: "qualification" },
    experience: { row: "experience", insert: ["experience", "teachingExperience"], column: "experience" },
    contact: { row: "contact", insert: "phone", column: "contact" },
    department: { row: "branch", insert: "department", column: "branch" },
    email: { row: "email", insert: "email", column: "email" },
    photoImage: { row: "image", insert: photoInsertName, column: "image" },
  }) as const;

const staffAdmin = ["photoImage", "name", "designation", "qualification", "experience", "contact", "department", "email"] as const;

export const facultyStaff = defineContentType({
  key: "facultyStaff",
  label: "Faculty member",
  pluralLabel: "Faculty staff",
  description: "A member of the teaching staff, listed on the department's faculty page.",
  graphql: { single: "facultyStaffMember", list: "facultyStaff" },
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: staffFields("Experience (years)"),
  filters: ["department", "search"],
  searchFields: ["name", "designation", "qualification"],
  order: [["sortOrder", "ASC"], ["name", "ASC"]],
  titleField: "name",
  admin: { addRoute: "add-staff", manageRoute: "manage-staff-data", navLabel: "Staff", heading: "Staff Form", group: "Faculty", columns: staffAdmin },
  legacy: {
    listKey: "staff-details",
    insert: "insertFacultyDetails",
    update: ["updateFacultyDetails"],
    delete: ["deleteFacultyDetails"],
    fields: staffLegacyFields("staffImg"),
  },
});

export const supportingStaff = defineContentType({
  key: "supportingStaff",
  label: "Supporting staff member",
  pluralLabel: "Supporting staff",
  description: "A member of the supporting (non-teaching) staff.",
  graphql: { single: "supportingStaffMember", list: "supportingStaff" },
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: staffFields("Experience (years)"),
  filters: ["department", "search"],
  searchFields: ["name", "designation", "qualification"],
  order: [["sortOrder", "ASC"], ["name", "ASC"]],
  titleField: "name",
  admin: { addRoute: "add-supporting-staff", manageRoute: "manage-supporting-staff-data", navLabel: "Supporting Staff", heading: "Supporting Staff Form", group: "Faculty", columns: staffAdmin },
  legacy: {
    listKey: "supporting-staff-details",
    insert: "insertSupportingFacultyDetails",
    update: ["updateSupportingStaff"],
    delete: ["deleteSupportingStaff"],
    fields: staffLegacyFields("supporting-staffImg"),
  },
});
