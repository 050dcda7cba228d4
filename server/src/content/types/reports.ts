import { defineContentType, PUBLIC_READ_ADMIN_WRITE, type LegacySpec } from "../define.js";

// College-level reports: one session and one PDF each (EOA adds an optional department).

const sessionField = { kind: "session", label: "Session", required: true } as const;

function sessionReport(options: {
  key: string;
  label: string;
  pluralLabel: string;
  type: string;
  single: string;
  list: string;
  table: string;
  folder: string;
  adminPath: string;
  pdfLabel: string;
  legacy: Omit<LegacySpec, "fields"> & { pdfInsertName: string };
}) {
  const { pdfInsertName, ...legacyNames } = options.legacy;
  return defineContentType({
    key: options.key,
    label: options.label,
    pluralLabel: options.pluralLabel,
    graphql: { type: options.type, single: options.single, list: options.list },
    table: options.table,
    uploadFolder: options.folder,
    access: PUBLIC_READ_ADMIN_WRITE,
    fields: {
      session: sessionField,
      reportPdf: { kind: "pdf", label: options.pdfLabel, required: true },
    },
    filters: ["session"],
    order: [["session", "DESC"], ["createdAt", "DESC"]],
    titleField: "session",
    admin: { path: options.adminPath, group: "College", columns: ["session", "reportPdf"] },
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
  type: "AuditReport",
  single: "auditReport",
  list: "auditReports",
  table: "audit_report",
  folder: "audit-report",
  adminPath: "audit-report",
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
  type: "MonitoringReport",
  single: "monitoringReport",
  list: "monitoringReports",
  table: "monitoring_report",
  folder: "monitoring-report",
  adminPath: "monitoring-report",
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
  type: "AdmissionProcess",
  single: "admissionProcess",
  list: "admissionProcesses",
  table: "admission_process",
  folder: "admission-process",
  adminPath: "admission-process",
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
  graphql: { type: "EoaReport", single: "eoaReport", list: "eoaReports" },
  table: "eoa_report",
  uploadFolder: "eoa-report",
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: {
    session: sessionField,
    department: { kind: "department", label: "Department" },
    reportPdf: { kind: "pdf", label: "EOA letter (PDF)", required: true },
  },
  filters: ["session", "department"],
  order: [["session", "DESC"], ["createdAt", "DESC"]],
  titleField: "session",
  admin: { path: "eoa", group: "College", columns: ["department", "reportPdf"] },
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
  graphql: { type: "Publication", single: "publication", list: "publications" },
  table: "publication",
  uploadFolder: "publication",
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
  admin: { path: "publication", group: "College", columns: ["facultyName", "department", "publicationPdf"] },
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
