import type { ContentKey } from "../../content/registry.js";
import { committeeDocuments, committees } from "./committees.js";
import {
  curricula,
  departmentPortfolios,
  digitalLibrary,
  events,
  irgs,
  labs,
  mous,
  newsletters,
  resultAnalyses,
  studentLists,
  timeTables,
} from "./department-documents.js";
import { departments, programs } from "./departments.js";
import { admissionProcesses, auditReports, eoaReports, monitoringReports, pageDocuments } from "./documents.js";
import type { SeedRecord } from "./files.js";
import { gpsNews, notices, slides } from "./news.js";
import { galleryImages, links, pageTexts, people } from "./pages.js";
import { facultyStaff, publications, supportingStaff } from "./staff.js";

export { siteSettings } from "./site-settings.js";

/**
 * The demo rows of every content type, in the order they are written: departments first,
 * since most rows name one. The two public-form types have no demo rows.
 */
export const DEMO_CONTENT: readonly { key: ContentKey; records: readonly SeedRecord[] }[] = [
  { key: "department", records: departments },
  { key: "program", records: programs },
  { key: "slide", records: slides },
  { key: "notice", records: notices },
  { key: "gpsNews", records: gpsNews },
  { key: "facultyStaff", records: facultyStaff },
  { key: "supportingStaff", records: supportingStaff },
  { key: "publication", records: publications },
  { key: "curriculum", records: curricula },
  { key: "resultAnalysis", records: resultAnalyses },
  { key: "timeTable", records: timeTables },
  { key: "event", records: events },
  { key: "mou", records: mous },
  { key: "lab", records: labs },
  { key: "newsletter", records: newsletters },
  { key: "irg", records: irgs },
  { key: "departmentPortfolio", records: departmentPortfolios },
  { key: "studentList", records: studentLists },
  { key: "digitalLibrary", records: digitalLibrary },
  { key: "auditReport", records: auditReports },
  { key: "monitoringReport", records: monitoringReports },
  { key: "admissionProcess", records: admissionProcesses },
  { key: "eoaReport", records: eoaReports },
  { key: "committee", records: committees },
  { key: "document", records: [...pageDocuments, ...committeeDocuments] },
  { key: "pageText", records: pageTexts },
  { key: "galleryImage", records: galleryImages },
  { key: "person", records: people },
  { key: "link", records: links },
];
