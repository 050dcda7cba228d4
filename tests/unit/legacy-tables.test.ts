import { describe, expect, it } from "vitest";
import { buildLegacyTables } from "../../server/src/legacy/tables.js";

// The connection.php contract (shared/spec/legacy-api.md), written out here on purpose: the shim
// builds its tables from the registry's legacy blocks, and this pins them to the contract so a
// renamed or dropped spelling fails a test instead of an old client.

const LIST_KEYS = {
  "staff-details": "facultyStaff",
  "supporting-staff-details": "supportingStaff",
  auditReport: "auditReport",
  monitoringReport: "monitoringReport",
  "student-admission": "admissionProcess",
  eoaReports: "eoaReport",
  publications: "publication",
  "gps-newses": "gpsNews",
  "digital-library": "digitalLibrary",
  resultAnalysis: "resultAnalysis",
  timeTable: "timeTable",
  eventAnalysis: "event",
  mouReports: "mou",
  curriculum: "curriculum",
  newsLetters: "newsletter",
  irg: "irg",
  labs: "lab",
  studentList: "studentList",
  "dept-portfolio": "departmentPortfolio",
  committees: "committee",
};

const INSERTS = {
  insertFacultyDetails: "facultyStaff",
  insertSupportingFacultyDetails: "supportingStaff",
  insertCurriculamDetails: "curriculum",
  insertDigitalLib: "digitalLibrary",
  insertCommittee: "committee",
  insertAuditReport: "auditReport",
  insertEventDetails: "event",
  insertGPSNews: "gpsNews",
  insertIRG: "irg",
  insertMonitoringReport: "monitoringReport",
  insertNewsletter: "newsletter",
  insertDeptPortfolio: "departmentPortfolio",
  insertStudentList: "studentList",
  insertMoUsDetails: "mou",
  insertTimeTable: "timeTable",
  insertResultAnalysisDetails: "resultAnalysis",
  insertLab: "lab",
  insertEoaForm: "eoaReport",
  insertPublications: "publication",
  insertAdmissionProcess: "admissionProcess",
  insertStudentAdmissionDetails: "admissionConfirmation",
  insertAlumniDetails: "alumniRegistration",
};

const UPDATES = {
  updateFacultyDetails: "facultyStaff",
  updateSupportingStaff: "supportingStaff",
  updateAuditReport: "auditReport",
  updateMonitoringReport: "monitoringReport",
  updateAdmissionProccess: "admissionProcess",
  updateEoa: "eoaReport",
  updateEOA: "eoaReport",
  updateGPSNews: "gpsNews",
  updateNewsArticle: "gpsNews",
  updateDigitalLibrary: "digitalLibrary",
  updateResultAnalysis: "resultAnalysis",
  updateEventAnalysis: "event",
  updateMous: "mou",
  updateMOU: "mou",
  updateCurriculum: "curriculum",
  updateTimeTable: "timeTable",
  updateNewsLetters: "newsletter",
  updateNewsLetter: "newsletter",
  updateIrg: "irg",
  updateIRG: "irg",
  updateLab: "lab",
  updateStudentList: "studentList",
  updateStudentsList: "studentList",
  updateDeptPortfolio: "departmentPortfolio",
  updatePublications: "publication",
};

const DELETES = {
  deleteFacultyDetails: "facultyStaff",
  deleteSupportingStaff: "supportingStaff",
  deleteAuditReport: "auditReport",
  deleteMonitoringReport: "monitoringReport",
  deleteAdmissionProccess: "admissionProcess",
  deleteEoa: "eoaReport",
  deleteGPSNews: "gpsNews",
  deleteDigitalLibrary: "digitalLibrary",
  deleteResultAnalysis: "resultAnalysis",
  deleteEventAnalysis: "event",
  deleteMous: "mou",
  deleteCurriculum: "curriculum",
  deleteTimeTable: "timeTable",
  deleteNewsLetters: "newsletter",
  deleteNewsletter: "newsletter",
  deleteIrg: "irg",
  deleteLab: "lab",
  deleteStudentList: "studentList",
  deleteDeptPortfolio: "departmentPortfolio",
  deletePublications: "publication",
};

describe("the shim's tables match the connection.php contract", () => {
  const tables = buildLegacyTables();
  const actionsOf = (operation: string) => Object.fromEntries([...tables.actions].filter(([, a]) => a.operation === operation).map(([name, a]) => [name, a.type.key]));

  it("serves every list key of the contract, and no other", () => {
    expect(Object.fromEntries([...tables.lists].map(([key, type]) => [key, type.key]))).toEqual(LIST_KEYS);
  });

  it("serves every insert action", () => {
    expect(actionsOf("insert")).toEqual(INSERTS);
  });

  it("serves every update action, with the deployed aliases", () => {
    expect(actionsOf("update")).toEqual(UPDATES);
    expect(actionsOf("updateMember")).toEqual({ updateMember: "committee" });
  });

  it("serves every delete action, with the deployed aliases", () => {
    expect(actionsOf("delete")).toEqual(DELETES);
  });
});
