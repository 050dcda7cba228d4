import { defineContentType, type AdminRoutes, PUBLIC_READ_ADMIN_WRITE, type GraphQLNames, type LegacySpec } from "../define.js";

// College-level reports: one session and one PDF each (EOA adds an optional department).

/** This file's domain of the API (schema/reports.graphql), in one line. */
export const about = "College-level reports and the faculty's publications.";

const sessionField = { kind: "session", label: "Session", required: true } as const;

function sessionReport(options: {
  key: string;
  label: string;
  pluralLabel: string;
  description: string;
  graphql?: Partial<GraphQLNames>;
  adminRoutes: AdminRoutes;
  pdfLabel: string;
  legacy: Omit<LegacySpec, "fields"> & { pdfInsertName: string };
}) {
  const { pdfInsertName, ...legacyNames } = options.legacy;
  return defineContentType({
    key: options.key,
    label: options.label,
    pluralLabel: options.pluralLabel,
    description: options.description,
    graphql: options.graphql,
    access: PUBLIC_READ_ADMIN_WRITE,
    fields: {
      session: sessionField,
      reportPdf: { kind: "pdf", label: options.pdfLabel, required: true },
    },
    filters: ["session"],
    order: [["session", "DESC"], ["createdAt", "DESC"]],
    titleField: "session",
    admin: { ...options.adminRoutes, group: "College", columns: ["session", "reportPdf"] },
    legacy: {
      ...legacyNames,
      fields: {
        session: { row: "session", insert: "session", column: "session" },
        reportPdf: { row: "path", insert: pdfInsertName, column: "pdf" },
      },
    },
  });
}

export const auditReport = sessionReport({
  key: "auditReport",
  label: "Audit report",
  pluralLabel: "Audit reports",
  description: "An audit report for one academic session.",
  adminRoutes: { addRoute: "audit-report", manageRoute: "manage-audit-report", navLabel: "Audit Report", heading: "Audit Report Form" },
  pdfLabel: "Audit report (PDF)",
  legacy: {
    listKey: "auditReport",
    insert: "insertAuditReport",
    update: ["updateAuditReport"],
    delete: ["deleteAuditReport"],
    pdfInsertName: "auditReportPdf",
  },
});

export const monitoringReport = sessionReport({
  key: "monitoringReport",
  label: "MSBTE affiliation certificate",
  pluralLabel: "MSBTE affiliation certificates",
  description: "An MSBTE affiliation certificate or monitoring report for one session.",
  adminRoutes: { addRoute: "monitoring-report", manageRoute: "manage-monitoring-report", navLabel: "MSBTE Affiliation Certificate", heading: "Monitoring Report" },
  pdfLabel: "Certificate or report (PDF)",
  legacy: {
    listKey: "monitoringReport",
    insert: "insertMonitoringReport",
    update: ["updateMonitoringReport"],
    delete: ["deleteMonitoringReport"],
    pdfInsertName: "reportPdf",
  },
});

export const admissionProcess = sessionReport({
  key: "admissionProcess",
  label: "Admission process report",
  pluralLabel: "Admission process reports",
  description: "An admission process report for one session.",
  graphql: { list: "admissionProcesses" },
  adminRoutes: { addRoute: "student-admission-process", manageRoute: "manage-admission-process", navLabel: "Admission Process", heading: "Admission Process Report" },
  pdfLabel: "Admission process report (PDF)",
  legacy: {
    listKey: "student-admission",
    insert: "insertAdmissionProcess",
    update: ["updateAdmissionProccess"],
    delete: ["deleteAdmissionProccess"],
    pdfInsertName: "admissionPdf",
  },
});

export const eoaReport = defineContentType({
  key: "eoaReport",
  label: "AICTE EOA report",
  pluralLabel: "AICTE EOA reports",
  description: "An AICTE extension of approval (EOA) letter, for the college or one department.",
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: {
    session: sessionField,
    department: { kind: "department", label: "Department" },
    reportPdf: { kind: "pdf", label: "EOA letter (PDF)", required: true },
  },
  filters: ["session", "department"],
  order: [["session", "DESC"], ["createdAt", "DESC"]],
  titleField: "session",
  admin: { addRoute: "add-eoa", manageRoute: "manage-eoa", navLabel: "EOA AICTE", heading: "EOA Form", group: "College", columns: ["department", "reportPdf"] },
  legacy: {
    listKey: "eoaReports",
    insert: "insertEoaForm",
    update: ["updateEoa", "updateEOA"],
    delete: ["deleteEoa"],
    fields: {
      session: { row: "session", insert: "session", column: "session" },
      department: { row: "department", insert: "department", column: "department" },
      reportPdf: { row: "path", insert: "pdfFile", column: "pdf" },
    },
  },
});

export const publication = defineContentType({
  key: "publication",
  label: "Publication",
  pluralLabel: "Research, publications and patents",
  description: "A research paper, publication or patent by a faculty member.",
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: {
    facultyName: { kind: "text", label: "Faculty name", required: true },
    designation: { kind: "text", label: "Designation" },
    department: { kind: "department", label: "Department", required: true },
    title: { kind: "text", label: "Title of the work" },
    publishedOn: { kind: "date", label: "Date" },
    profileLink: { kind: "url", label: "Scholar profile link", help: "For example a Google Scholar or ORCID page." },
    publicationPdf: { kind: "pdf", label: "Publication (PDF)", required: true },
  },
  filters: ["department", "search"],
  searchFields: ["facultyName", "title"],
  order: [["facultyName", "ASC"], ["createdAt", "DESC"]],
  titleField: "facultyName",
  admin: { addRoute: "add-publication", manageRoute: "manage-publication", navLabel: "Publications", heading: "Publication Form", group: "College", columns: ["facultyName", "department", "publicationPdf"] },
  legacy: {
    listKey: "publications",
    insert: "insertPublications",
    update: ["updatePublications"],
    delete: ["deletePublications"],
    fields: {
      facultyName: { row: "faculty_name", insert: "facultyName", column: "faculty_name" },
      department: { row: "department", insert: "department", column: "department" },
      publishedOn: { insert: "date" },
      publicationPdf: { row: "path", insert: "publicationPdf", column: "pdf" },
    },
  },
});
