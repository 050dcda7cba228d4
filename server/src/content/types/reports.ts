import { defineContentType } from "../define.js";
import { defineCollegeSessionPdfType } from "../session-pdf-types.js";
import {
  departmentField,
  legacyActions,
  legacyPdf,
  legacySnakeCased,
  legacySpelledAs,
  legacyUnderTheirOwnNames,
  newestFirst,
  requiredPdfField,
  sessionField,
  specRoutes,
} from "../shared-fields.js";

// College-level reports: one session and one PDF each (EOA adds an optional department).

/** This file's domain of the API (schema/reports.graphql), in one line. */
export const about = "College-level reports and the faculty's publications.";

// Audit, monitoring and admission reports: one PDF per session.

export const auditReport = defineCollegeSessionPdfType({
  key: "auditReport",
  label: "Audit report",
  description: "An audit report for one academic session.",
  pdfs: { reportPdf: "Audit report (PDF)" },
  admin: { ...specRoutes("audit-report"), navLabel: "Audit Reports" },
  legacy: {
    listKey: "auditReport",
    ...legacyActions("AuditReport"),
    fields: { reportPdf: legacyPdf("auditReportPdf") },
  },
});

export const monitoringReport = defineCollegeSessionPdfType({
  key: "monitoringReport",
  label: "MSBTE affiliation certificate",
  description: "An MSBTE affiliation certificate or monitoring report for one session.",
  pdfs: { reportPdf: "Certificate or report (PDF)" },
  admin: { ...specRoutes("monitoring-report"), navLabel: "Monitoring Reports", heading: "Monitoring Report" },
  legacy: {
    listKey: "monitoringReport",
    ...legacyActions("MonitoringReport"),
    fields: { reportPdf: legacyPdf("reportPdf") },
  },
});

export const admissionProcess = defineCollegeSessionPdfType({
  key: "admissionProcess",
  label: "Admission process report",
  description: "An admission process report for one session.",
  graphql: { list: "admissionProcesses" },
  pdfs: { reportPdf: "Admission process report (PDF)" },
  admin: { addRoute: "student-admission-process", manageRoute: "manage-admission-process", navLabel: "Admission Process", heading: "Admission Process Report" },
  legacy: {
    listKey: "student-admission",
    ...legacyActions("AdmissionProccess", { insert: "insertAdmissionProcess" }),
    fields: { reportPdf: legacyPdf("admissionPdf") },
  },
});

export const eoaReport = defineContentType({
  key: "eoaReport",
  label: "AICTE EOA report",
  description: "An AICTE extension of approval (EOA) letter, for the college or one department.",
  fields: {
    session: sessionField,
    department: { kind: "department", label: "Department" },
    reportPdf: requiredPdfField("EOA letter (PDF)"),
  },
  filters: ["session", "department"],
  order: newestFirst("session"),
  titleField: "session",
  admin: { addRoute: "add-eoa", manageRoute: "manage-eoa", navLabel: "AICTE EOA Reports", heading: "EOA Form", group: "College", columns: ["department", "reportPdf"] },
  legacy: {
    listKey: "eoaReports",
    ...legacyActions("Eoa", { insert: "insertEoaForm", alsoUpdate: ["updateEOA"] }),
    fields: {
      ...legacyUnderTheirOwnNames("session", "department"),
      reportPdf: legacyPdf("pdfFile"),
    },
  },
});

export const publication = defineContentType({
  key: "publication",
  label: "Publication",
  pluralLabel: "Research, publications and patents",
  description: "A research paper, publication or patent by a faculty member.",
  fields: {
    facultyName: { kind: "text", label: "Faculty name", required: true },
    designation: { kind: "text", label: "Designation", translatable: true },
    department: departmentField,
    title: { kind: "text", label: "Title of the work", translatable: true },
    publishedOn: { kind: "date", label: "Date" },
    profileLink: { kind: "url", label: "Scholar profile link", help: "For example a Google Scholar or ORCID page." },
    publicationPdf: requiredPdfField("Publication (PDF)"),
  },
  filters: ["department"],
  searchFields: ["facultyName", "title"],
  order: [
    ["facultyName", "ASC"],
    ["createdAt", "DESC"],
  ],
  titleField: "facultyName",
  admin: {
    addRoute: "add-publication",
    manageRoute: "manage-publication",
    navLabel: "Publications",
    heading: "Publication Form",
    group: "College",
    columns: ["facultyName", "department", "publicationPdf"],
  },
  legacy: {
    listKey: "publications",
    ...legacyActions("Publications"),
    fields: {
      facultyName: legacySnakeCased("facultyName"),
      department: legacySpelledAs("department"),
      publishedOn: { insert: "date" },
      publicationPdf: legacyPdf("publicationPdf"),
    },
  },
});
