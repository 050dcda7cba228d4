import type { ContentKey } from "../../content/registry.js";
import { AdminAccount } from "./admin-account.js";
import { AdminSession } from "./admin-session.js";
import { AdmissionConfirmation } from "./admission-confirmation.js";
import { AdmissionProcess } from "./admission-process.js";
import { AlumniRegistration } from "./alumni-registration.js";
import { AuditReport } from "./audit-report.js";
import { Committee } from "./committee.js";
import { CommitteeMember } from "./committee-member.js";
import type { ContentEntity } from "./content-entity.js";
import { ContentVersion } from "./content-version.js";
import { Curriculum } from "./curriculum.js";
import { Department } from "./department.js";
import { DepartmentPortfolio } from "./department-portfolio.js";
import { DigitalLibraryItem } from "./digital-library.js";
import { Document } from "./document.js";
import { EoaReport } from "./eoa-report.js";
import { Event } from "./event.js";
import { FacultyStaff } from "./faculty-staff.js";
import { GpsNews } from "./gps-news.js";
import { Irg } from "./irg.js";
import { Lab } from "./lab.js";
import { MonitoringReport } from "./monitoring-report.js";
import { Mou } from "./mou.js";
import { Newsletter } from "./newsletter.js";
import { Notice } from "./notice.js";
import { Program } from "./program.js";
import { Publication } from "./publication.js";
import { ResultAnalysis } from "./result-analysis.js";
import { SignInAttempt } from "./sign-in-attempt.js";
import { SiteSettings } from "./site-settings.js";
import { Slide } from "./slide.js";
import { StudentList } from "./student-list.js";
import { SupportingStaff } from "./supporting-staff.js";
import { TimeTable } from "./time-table.js";

export type ContentEntityClass = new () => ContentEntity;

/** The entity of every registry type; a type missing here does not compile. */
export const CONTENT_ENTITIES: Record<ContentKey, ContentEntityClass> = {
  facultyStaff: FacultyStaff,
  supportingStaff: SupportingStaff,
  auditReport: AuditReport,
  monitoringReport: MonitoringReport,
  admissionProcess: AdmissionProcess,
  eoaReport: EoaReport,
  publication: Publication,
  gpsNews: GpsNews,
  digitalLibrary: DigitalLibraryItem,
  resultAnalysis: ResultAnalysis,
  timeTable: TimeTable,
  event: Event,
  mou: Mou,
  curriculum: Curriculum,
  newsletter: Newsletter,
  irg: Irg,
  lab: Lab,
  departmentPortfolio: DepartmentPortfolio,
  studentList: StudentList,
  committee: Committee,
  department: Department,
  document: Document,
  notice: Notice,
  slide: Slide,
  program: Program,
  admissionConfirmation: AdmissionConfirmation,
  alumniRegistration: AlumniRegistration,
};

export const ALL_ENTITIES: Function[] = [
  ...Object.values(CONTENT_ENTITIES),
  CommitteeMember,
  SiteSettings,
  AdminAccount,
  AdminSession,
  SignInAttempt,
  ContentVersion,
];

export { ContentEntity } from "./content-entity.js";
export { applyTimestampTypes, timestampTypeFor } from "./column-types.js";
export { SITE_SETTINGS_ID } from "./site-settings.js";
export {
  AdminAccount,
  AdminSession,
  AdmissionConfirmation,
  AdmissionProcess,
  AlumniRegistration,
  AuditReport,
  Committee,
  CommitteeMember,
  ContentVersion,
  Curriculum,
  Department,
  DepartmentPortfolio,
  DigitalLibraryItem,
  Document,
  EoaReport,
  Event,
  FacultyStaff,
  GpsNews,
  Irg,
  Lab,
  MonitoringReport,
  Mou,
  Newsletter,
  Notice,
  Program,
  Publication,
  ResultAnalysis,
  SignInAttempt,
  SiteSettings,
  Slide,
  StudentList,
  SupportingStaff,
  TimeTable,
};
