import { defineContentType } from "../define.js";
import { BY_POSITION_THEN_NAME, departmentField, positionField, requiredPdfField, requiredTranslatableText, sessionField } from "../shared-fields.js";
import { DOCUMENT_COLLECTIONS } from "../collections.js";

// The site's own structure: departments, titled PDF lists, programmes, committees.

/** This file's domain of the API (schema/site.graphql), in one line. */
export const about = "The site's own structure: departments, titled PDF lists, programmes, committees.";

export const department = defineContentType({
  key: "department",
  label: "Department",
  description: "A department: its web address key, name, accreditation and the texts of its about page.",
  fields: {
    slug: {
      kind: "text",
      label: "Web address key",
      required: true,
      unique: true,
      lookup: true,
      maxLength: 40,
      pattern: { regex: "^[a-z0-9_]+$", message: "Use only lower-case letters, digits and underscores." },
      help: "Lower-case letters, digits and underscores, as in /dept/computer/about-department.",
    },
    name: requiredTranslatableText("Name"),
    isTeachingBranch: { kind: "boolean", label: "Offered as a diploma branch in the admin forms" },
    nbaAccredited: { kind: "boolean", label: "NBA accredited" },
    sortOrder: positionField("Position in menus"),
    headOfDepartmentTitle: { kind: "text", label: "Heading of the description", translatable: true, help: "For example: From the Head of Department's desk." },
    description: { kind: "longText", label: "About the department", translatable: true },
    vision: { kind: "longText", label: "Vision", translatable: true },
    mission: { kind: "textList", label: "Mission (one item per line)", translatable: true },
    peos: { kind: "textList", label: "Programme educational objectives (one per line)", translatable: true },
    psos: { kind: "textList", label: "Programme specific outcomes (one per line)", translatable: true },
    pos: { kind: "textList", label: "Programme outcomes (one per line)", translatable: true },
    sections: {
      kind: "textList",
      label: "Content pages offered (one per line)",
      help: "The department's pages, by their address: about-department, faculties, laboratories, Various Events, curriculum, time-table, result-analysis, news-letter, mous, department-portfolio, internal-revenue-generation, digital-library. Empty: all of them.",
    },
  },
  searchFields: ["name", "slug"],
  order: BY_POSITION_THEN_NAME,
  admin: { group: "Site", columns: ["sortOrder", "name", "slug", "nbaAccredited"] },
});

export const document = defineContentType({
  key: "document",
  label: "Document",
  description: 'A titled PDF in one of the site\'s document lists (`collection` names the list, such as "norms" or "committee/nba-committee").',
  fields: {
    collection: { kind: "select", label: "Shown on", required: true, options: DOCUMENT_COLLECTIONS },
    title: requiredTranslatableText("Title"),
    year: { kind: "text", label: "Year or session", maxLength: 40, help: "For example 2025-26." },
    documentPdf: requiredPdfField("Document (PDF)"),
    sortOrder: positionField("Position in the list"),
  },
  filters: ["collection"],
  searchFields: ["title", "year"],
  order: [
    ["collection", "ASC"],
    ["sortOrder", "ASC"],
    ["createdAt", "DESC"],
  ],
  admin: { group: "Site", columns: ["collection", "title", "year", "documentPdf"] },
});

export const program = defineContentType({
  key: "program",
  label: "Programme",
  pluralLabel: "Programmes offered",
  description: "A diploma programme offered, with its intake.",
  fields: {
    name: requiredTranslatableText("Programme"),
    department: departmentField,
    intake: { kind: "number", label: "Intake", required: true, min: 0, max: 1000 },
    sortOrder: positionField("Position in the table"),
  },
  filters: ["department"],
  order: BY_POSITION_THEN_NAME,
  admin: { group: "Site", columns: ["sortOrder", "name", "department", "intake"] },
});

export const committee = defineContentType({
  key: "committee",
  label: "Committee",
  description: "A college committee with its chairman and members.",
  fields: {
    session: sessionField,
    name: requiredTranslatableText("Committee name"),
    slug: {
      kind: "text",
      label: "Web address key",
      unique: true,
      lookup: true,
      maxLength: 60,
      pattern: { regex: "^[a-z0-9_-]+$", message: "Use only lower-case letters, digits, hyphens and underscores." },
      help: "As in /committe/anti-ragging-committee. Leave empty to make it from the name.",
    },
    chairmanName: { kind: "text", label: "Chairman's name", required: true },
    chairmanMobile: { kind: "phone", label: "Chairman's mobile number", required: true },
    members: { kind: "members", label: "Members" },
  },
  filters: ["session"],
  searchFields: ["name", "chairmanName"],
  order: [
    ["name", "ASC"],
    ["session", "DESC"],
  ],
  admin: {
    addRoute: "commitees",
    manageRoute: "manage-committees",
    navLabel: "Committees",
    group: "College",
    columns: ["session", "name", "chairmanName", "chairmanMobile"],
  },
  legacy: {
    listKey: "committees",
    insert: "insertCommittee",
    fields: {
      session: { row: "SessionName", insert: "session" },
      name: { row: "CommitteeName", insert: "committeeName" },
      chairmanName: { row: "ChairmanName", insert: "chairmanName" },
      chairmanMobile: { row: "ChairmanMobileNumber", insert: "chairmanMobNo" },
      members: { row: "Members", insert: ["memberNames[]", "memberNumber[]"] },
    },
    member: { update: ["updateMember"], fields: { name: ["member_name", "name"], mobile: ["member_number", "number"] } },
  },
});
