import { defineContentType, PUBLIC_READ_ADMIN_WRITE, type AdminRoutes, type FieldSpec, type GraphQLNames, type LegacySpec } from "../define.js";
import { departmentField, legacySpelledAs, positionFieldSmallerFirst } from "../shared-fields.js";

// Faculty and supporting staff share every field; only their names, routes and legacy actions differ.

/** This file's domain of the API (schema/staff.graphql), in one line. */
export const about = "Teaching and supporting staff of the departments.";

const STAFF_FIELDS = {
  name: { kind: "text", label: "Name", required: true },
  designation: { kind: "text", label: "Designation", required: true, translatable: true },
  qualification: { kind: "text", label: "Qualification", required: true },
  experience: { kind: "number", label: "Experience (years)", required: true, min: 0, max: 60 },
  contact: { kind: "phone", label: "Contact number", required: true },
  department: departmentField,
  email: { kind: "email", label: "E-mail", required: true },
  photoImage: { kind: "image", label: "Photo", required: true, alt: true, translatable: true },
  sortOrder: positionFieldSmallerFirst("Position in the list"),
} as const satisfies Record<string, FieldSpec>;

/** A staff list: the fields, filters, order and manage table above, with its own names, routes and legacy actions. */
function defineStaffType(options: {
  key: string;
  label: string;
  pluralLabel: string;
  description: string;
  graphql: Partial<GraphQLNames>;
  admin: AdminRoutes;
  legacy: Omit<LegacySpec, "fields"> & { photoInsertName: string };
}) {
  const { admin, legacy, ...names } = options;
  const { photoInsertName, ...legacyNames } = legacy;
  return defineContentType({
    ...names,
    access: PUBLIC_READ_ADMIN_WRITE,
    fields: STAFF_FIELDS,
    filters: ["department", "search"],
    searchFields: ["name", "designation", "qualification"],
    order: [["sortOrder", "ASC"], ["name", "ASC"]],
    titleField: "name",
    admin: {
      ...admin,
      group: "Faculty",
      columns: ["photoImage", "name", "designation", "qualification", "experience", "contact", "department", "email"],
    },
    legacy: {
      ...legacyNames,
      fields: {
        name: legacySpelledAs("name"),
        designation: legacySpelledAs("designation"),
        qualification: legacySpelledAs("qualification"),
        experience: { row: "experience", insert: ["experience", "teachingExperience"], column: "experience" },
        contact: { row: "contact", insert: "phone", column: "contact" },
        department: { row: "branch", insert: "department", column: "branch" },
        email: legacySpelledAs("email"),
        photoImage: { row: "image", insert: photoInsertName, column: "image" },
      },
    },
  });
}

export const facultyStaff = defineStaffType({
  key: "facultyStaff",
  label: "Faculty member",
  pluralLabel: "Faculty staff",
  description: "A member of the teaching staff, listed on the department's faculty page.",
  graphql: { single: "facultyStaffMember", list: "facultyStaff" },
  admin: { addRoute: "add-staff", manageRoute: "manage-staff-data", navLabel: "Staff", heading: "Staff Form" },
  legacy: {
    listKey: "staff-details",
    insert: "insertFacultyDetails",
    update: ["updateFacultyDetails"],
    delete: ["deleteFacultyDetails"],
    photoInsertName: "staffImg",
  },
});

export const supportingStaff = defineStaffType({
  key: "supportingStaff",
  label: "Supporting staff member",
  pluralLabel: "Supporting staff",
  description: "A member of the supporting (non-teaching) staff.",
  graphql: { single: "supportingStaffMember", list: "supportingStaff" },
  admin: { addRoute: "add-supporting-staff", manageRoute: "manage-supporting-staff-data", navLabel: "Supporting Staff", heading: "Supporting Staff Form" },
  legacy: {
    listKey: "supporting-staff-details",
    insert: "insertSupportingFacultyDetails",
    update: ["updateSupportingStaff"],
    delete: ["deleteSupportingStaff"],
    photoInsertName: "supporting-staffImg",
  },
});
