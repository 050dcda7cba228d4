import { pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// Titled PDF lists of the institute pages, student corner, accreditation, placement,
// facilities and alumni pages, plus the college-level reports.

type DocumentRow = readonly [title: string, year?: string, note?: string];

const PAGE_DOCUMENTS: Record<string, readonly DocumentRow[]> = {
  "academic-calendar": [
    ["Academic Calendar 2025-26", "2025-26", "Teaching weeks, tests, examinations and holidays of the year."],
    ["Academic Calendar 2024-25", "2024-25", "Teaching weeks, tests, examinations and holidays of the year."],
  ],
  "institute-calendar": [
    ["Institute Calendar 2025-26", "2025-26", "Planned events and activities of the institute."],
    ["Institute Calendar 2024-25", "2024-25", "Planned events and activities of the institute."],
  ],
  "portfolio-details": [["Portfolio Details of the Institute", "2025-26", "Responsibilities allotted to the staff for the year."]],
  norms: [["Norms for Diploma Institutes", undefined, "Norms for intake, staff, space and equipment."]],
  "right-to-information": [["Right to Information: Proactive Disclosure", "2025-26", "Information published under the Right to Information Act."]],
  "citizen-charter": [["Citizen's Charter", undefined, "Services offered to students and citizens and the time taken for each."]],
  "mandatory-disclosure": [["Mandatory Disclosure", "2025-26", "Information the institute discloses every year."]],
  policies: [
    ["Service Rules", undefined, "Rules about the conditions of service of government employees."],
    ["Leave Rules (Marathi)", undefined, "The leave rules in Marathi."],
    ["Leave Rules (English)", undefined, "The leave rules in English."],
    ["Conduct Rules", undefined, "Rules of conduct for government employees."],
    ["Pension Rules", undefined, "Rules about pension and retirement benefits."],
  ],
  "fee-structure": [["Fee Structure 2025-26", "2025-26", "Fees for all programmes and categories."]],
  scholarship: [
    ["Scholarship Notice 2025-26", "2025-26", "Last date for applications: 31 March 2026."],
    ["Documents Required for Scholarship Applications", "2025-26"],
  ],
  "enrolled-students": [
    ["Enrolled Students: First Year 2025-26", "2025-26"],
    ["Enrolled Students: Second Year 2025-26", "2025-26"],
    ["Enrolled Students: Third Year 2025-26", "2025-26"],
    ["Enrolled Students: Direct Second Year 2025-26", "2025-26"],
    ["Enrolled Students 2024-25", "2024-25"],
  ],
  "conduct-discipline": [
    ["Code of Conduct for Students", undefined, "Rules of discipline on the campus, in classrooms and in hostels."],
    ["Anti-Ragging Undertaking", "2025-26"],
  ],
  "nba-accreditation": [
    ["NBA Accreditation Status", "2025-26", "Programmes accredited and the period of accreditation."],
    ["Self Assessment Report Summary", "2024-25"],
  ],
  "aishe-reports": [
    ["AISHE Certificate 2024-25", "2024-25"],
    ["AISHE Certificate 2023-24", "2023-24"],
  ],
  "infra-details": [["Infrastructure Details", "2025-26", "Land, built-up area, classrooms, laboratories and facilities."]],
  "fire-safety": [
    ["Fire Safety Certificate", "2025-26"],
    ["Fire Safety Audit Report", "2024-25"],
  ],
  "placement-reports": [
    ["Placement Report 2024-25", "2024-25", "Companies visited and students placed."],
    ["Placement Report 2023-24", "2023-24", "Companies visited and students placed."],
  ],
  "girls-hostel-committee": [["Girls Hostel Committee 2025-26", "2025-26", "Members of the hostel committee and their duties."]],
  "alumni-programs": [["Programs Conducted by the Alumni Association", "2024-25", "Alumni meets, guest lectures and mentoring sessions."]],
};

export const pageDocuments: SeedRecord[] = Object.entries(PAGE_DOCUMENTS).flatMap(([collection, rows]) =>
  rows.map(([title, year, note], index) => ({
    collection,
    title,
    ...(year ? { year } : {}),
    documentPdf: pdfFile(title, ...(note ? [note] : []), ...(year ? [`Year: ${year}`] : [])),
    sortOrder: index + 1,
  })),
);

function sessionReports(what: string, sessions: readonly string[]): SeedRecord[] {
  return sessions.map((session) => ({ session, reportPdf: pdfFile(`${what} ${session}`) }));
}

export const auditReports = sessionReports("Audit report", ["2024-2025", "2023-2024", "2022-2023"]);
export const monitoringReports = sessionReports("State board affiliation certificate", ["2025-2026", "2024-2025"]);
export const admissionProcesses = sessionReports("Admission process report", ["2025-2026", "2024-2025"]);
export const eoaReports = sessionReports("AICTE extension of approval", ["2025-2026", "2024-2025", "2023-2024"]);

export const demoRows: DemoRows = {
  document: pageDocuments,
  auditReport: auditReports,
  monitoringReport: monitoringReports,
  admissionProcess: admissionProcesses,
  eoaReport: eoaReports,
};
