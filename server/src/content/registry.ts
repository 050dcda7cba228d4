// Every content type, in one list. Forms, tables, services, resolvers and the legacy shim
// all read these descriptions; adding a type starts here.
import type { ContentTypeSpec } from "./define.js";
import { facultyStaff, supportingStaff } from "./types/staff.js";
import { admissionProcess, auditReport, eoaReport, monitoringReport, publication } from "./types/reports.js";
import {
  curriculum,
  departmentPortfolio,
  event,
  irg,
  lab,
  mou,
  newsletter,
  resultAnalysis,
  studentList,
  timeTable,
} from "./types/department-documents.js";
import { digitalLibrary, gpsNews, notice, slide } from "./types/news.js";
import { committee, department, document, program } from "./types/site.js";
import { galleryImage, link, pageText, person } from "./types/pages.js";
import { admissionConfirmation, alumniRegistration } from "./types/submissions.js";

export const CONTENT_TYPES = {
  facultyStaff,
  supportingStaff,
  auditReport,
  monitoringReport,
  admissionProcess,
  eoaReport,
  publication,
  gpsNews,
  digitalLibrary,
  resultAnalysis,
  timeTable,
  event,
  mou,
  curriculum,
  newsletter,
  irg,
  lab,
  departmentPortfolio,
  studentList,
  committee,
  department,
  document,
  notice,
  slide,
  program,
  admissionConfirmation,
  alumniRegistration,
  pageText,
  galleryImage,
  person,
  link,
} as const;

export type ContentKey = keyof typeof CONTENT_TYPES;

export const CONTENT_TYPE_LIST: readonly ContentTypeSpec[] = Object.values(CONTENT_TYPES);

export function contentType(key: string): ContentTypeSpec {
  const spec = (CONTENT_TYPES as unknown as Record<string, ContentTypeSpec>)[key];
  if (!spec) throw new Error(`Unknown content type: ${key}`);
  return spec;
}
