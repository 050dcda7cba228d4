import { defineContentType, type FieldSpec, type LegacySpec } from "../define.js";
import {
  BY_POSITION_THEN_NAME,
  departmentField,
  legacyActions,
  legacySpelledAs,
  legacyUnderTheirOwnNames,
  positionFieldSmallerFirst,
  requiredPhotoField,
  requiredTranslatableText,
} from "../shared-fields.js";

// Faculty and supporting staff share every field; only their names, routes and legacy actions differ.

/** This file's domain of the API (schema/staff.graphql), in one line. */
export const about = "Teaching and supporting staff of the departments.";

const STAFF_FIELDS = {
  name: { kind: "text", label: "Name", required: true },
  designation: requiredTranslatableText("Designation"),
  qualification: { kind: "text", label: "Qualification", required: true },
  experience: { kind: "number", label: "Experience (years)", required: true, min: 0, max: 60 },
  contact: { kind: "phone", label: "Contact number", required: true },
  department: departmentField,
  email: { kind: "email", label: "E-mail", required: true },
  photoImage: requiredPhotoField("Photo"),
  sortOrder: positionFieldSmallerFirst("Position in the list"),
} as const satisfies Record<string, FieldSpec>;

/**
 * A staff list: the fields, filters, order and manage table above, with its own names, routes
 * and legacy actions. One member is `{key}Member` in the API (`facultyStaffMember`), the list
 * is named by the key (`facultyStaff`); the spec's pages are add-{route} and manage-{route}-data.
 */
function defineStaffType(options: {
  key: string;
  label: string;
  pluralLabel: string;
  description: string;
  route: string;
  navLabel: string;
  legacy: Omit<LegacySpec, "fields"> & { photoInsertName: string };
}) {
  const { route, navLabel, legacy, ...names } = options;
  const { photoInsertName, ...legacyNames } = legacy;
  return defineContentType({
    ...names,
    graphql: { single: `${names.key}Member`, list: names.key },
    fields: STAFF_FIELDS,
    filters: ["department"],
    searchFields: ["name", "designation", "qualification"],
    order: BY_POSITION_THEN_NAME,
    admin: {
      addRoute: `add-${route}`,
      manageRoute: `manage-${route}-data`,
      navLabel,
      group: "Faculty",
      columns: ["photoImage", "name", "designation", "qualification", "experience", "contact", "department", "email"],
    },
    legacy: {
      ...legacyNames,
      fields: {
        ...legacyUnderTheirOwnNames("name", "designation", "qualification"),
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
  route: "staff",
  navLabel: "Staff",
  legacy: {
    listKey: "staff-details",
    ...legacyActions("FacultyDetails"),
    photoInsertName: "staffImg",
  },
});

export const supportingStaff = defineStaffType({
  key: "supportingStaff",
  label: "Supporting staff member",
  pluralLabel: "Supporting staff",
  description: "A member of the supporting (non-teaching) staff.",
  route: "supporting-staff",
  navLabel: "Supporting Staff",
  legacy: {
    listKey: "supporting-staff-details",
    ...legacyActions("SupportingStaff", { insert: "insertSupportingFacultyDetails" }),
    photoInsertName: "supporting-staffImg",
  },
});
