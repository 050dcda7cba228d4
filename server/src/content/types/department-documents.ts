import { defineContentType } from "../define.js";
import { defineDepartmentSessionPdfType } from "../session-pdf-types.js";
import {
  BY_POSITION_THEN_NAME,
  departmentField,
  legacyActions,
  LEGACY_DEPARTMENT_AS_BRANCH,
  legacyPdf,
  legacySnakeCased,
  legacySpelledAs,
  legacyUnderTheirOwnNames,
  newestFirst,
  pdfField,
  photoField,
  positionField,
  requiredDateField,
  requiredPdfField,
  requiredPhotoField,
  requiredTranslatableText,
  semesterField,
  SESSION_AND_DEPARTMENT,
  specRoutes,
} from "../shared-fields.js";

// Documents that belong to one department: time tables, results, curricula, newsletters, ...

/** This file's domain of the API (schema/department-documents.graphql), in one line. */
export const about = "What each department publishes: time tables, results, curricula, labs, MoUs, events ...";

export const newsletter = defineDepartmentSessionPdfType({
  key: "newsletter",
  label: "Newsletter",
  description: "A department newsletter for one session.",
  pdfs: { newsletterPdf: "Newsletter (PDF)" },
  admin: { addRoute: "add-news-letters", manageRoute: "manage-newsLetters", navLabel: "Newsletters", heading: "Newsletter Form" },
  legacy: {
    listKey: "newsLetters",
    ...legacyActions("NewsLetters", { insert: "insertNewsletter", alsoUpdate: ["updateNewsLetter"], alsoDelete: ["deleteNewsletter"] }),
    fields: { newsletterPdf: legacyPdf("newsletterPdf") },
  },
});

export const irg = defineDepartmentSessionPdfType({
  key: "irg",
  label: "Internal revenue generation figure",
  pluralLabel: "Internal revenue generation",
  description: "A department's internal revenue generation figures for one session.",
  pdfs: { irgPdf: "IRG figure (PDF)" },
  admin: { addRoute: "irg-add", manageRoute: "manage-irg", navLabel: "IRG" },
  legacy: {
    listKey: "irg",
    ...legacyActions("Irg", { insert: "insertIRG", alsoUpdate: ["updateIRG"] }),
    fields: { irgPdf: legacyPdf("irgPdf") },
  },
});

export const departmentPortfolio = defineDepartmentSessionPdfType({
  key: "departmentPortfolio",
  label: "Department portfolio",
  description: "A department's portfolio or plan for one session.",
  pdfs: { portfolioPdf: "Portfolio or plan (PDF)" },
  admin: { addRoute: "add-dept-portfolio", manageRoute: "manage-departmentPortfolio", navLabel: "Department Portfolio", heading: "Department Portfolio" },
  legacy: {
    listKey: "dept-portfolio",
    ...legacyActions("DeptPortfolio"),
    fields: { portfolioPdf: legacyPdf("pdfFile") },
  },
});

// Results and time tables: odd and even semester PDFs per session and department. The old
// manage table headed both types' columns "Odd/Even Sem Result", and the old rows and update
// columns of both are named after results; only the insert names differ (oddSemResult, oddSemTimeTable).

/** The two PDFs, labelled by what they hold ("Odd semester time table (PDF)"). */
function oddAndEvenSemesterPdfs(what: string) {
  return { pdfs: { oddSemesterPdf: `Odd semester ${what} (PDF)`, evenSemesterPdf: `Even semester ${what} (PDF)` } };
}

/** Their old client's names; `insertStem` ends the insert names: oddSem<stem>, evenSem<stem>. */
function legacyOddAndEvenPdfs(insertStem: string) {
  return {
    oddSemesterPdf: { row: "o_path", insert: `oddSem${insertStem}`, column: "odd_sem_result" },
    evenSemesterPdf: { row: "e_path", insert: `evenSem${insertStem}`, column: "even_sem_result" },
  };
}

export const resultAnalysis = defineDepartmentSessionPdfType({
  key: "resultAnalysis",
  label: "Result analysis",
  pluralLabel: "Result analyses",
  description: "A department's odd and even semester result analysis for one session.",
  graphql: { list: "resultAnalyses" },
  ...oddAndEvenSemesterPdfs("result analysis"),
  admin: { ...specRoutes("result-analysis"), navLabel: "Result Analysis" },
  legacy: {
    listKey: "resultAnalysis",
    ...legacyActions("ResultAnalysis", { insert: "insertResultAnalysisDetails" }),
    fields: legacyOddAndEvenPdfs("Result"),
  },
});

export const timeTable = defineDepartmentSessionPdfType({
  key: "timeTable",
  label: "Time table",
  description: "A department's odd and even semester time tables for one session.",
  ...oddAndEvenSemesterPdfs("time table"),
  admin: { addRoute: "time-table", manageRoute: "manage-timeTable", navLabel: "Time Table" },
  legacy: {
    listKey: "timeTable",
    ...legacyActions("TimeTable"),
    fields: legacyOddAndEvenPdfs("TimeTable"),
  },
});

export const curriculum = defineContentType({
  key: "curriculum",
  label: "Curriculum",
  pluralLabel: "Curricula",
  description: "The syllabus of one semester of a department's diploma programme.",
  graphql: { list: "curricula" },
  fields: {
    department: departmentField,
    semester: semesterField,
    syllabusPdf: requiredPdfField("Syllabus (PDF)"),
  },
  filters: ["department", "semester"],
  order: [
    ["department", "ASC"],
    ["semester", "ASC"],
  ],
  titleField: "semester",
  admin: { ...specRoutes("curriculum"), navLabel: "Curriculum", group: "Department", columns: ["department", "semester", "syllabusPdf"] },
  legacy: {
    listKey: "curriculum",
    ...legacyActions("Curriculum", { insert: "insertCurriculamDetails" }),
    fields: {
      department: LEGACY_DEPARTMENT_AS_BRANCH,
      semester: { row: "name", insert: "semester", column: "semester" },
      syllabusPdf: legacyPdf("syllabusPdf"),
    },
  },
});

export const studentList = defineContentType({
  key: "studentList",
  label: "Student list",
  description: "The list of students of one semester of a department in one session.",
  fields: {
    ...SESSION_AND_DEPARTMENT,
    semester: semesterField,
    listPdf: requiredPdfField("Student list (PDF)"),
  },
  filters: ["department", "session", "semester"],
  order: [
    ["session", "DESC"],
    ["department", "ASC"],
    ["semester", "ASC"],
  ],
  titleField: "session",
  admin: {
    addRoute: "student-list-form",
    manageRoute: "manage-studentList",
    navLabel: "Student List",
    group: "Department",
    columns: ["session", "department", "semester", "listPdf"],
  },
  legacy: {
    listKey: "studentList",
    ...legacyActions("StudentList", { alsoUpdate: ["updateStudentsList"] }),
    fields: {
      ...legacyUnderTheirOwnNames("session", "department", "semester"),
      listPdf: legacyPdf("studentList"),
    },
  },
});

export const lab = defineContentType({
  key: "lab",
  label: "Laboratory",
  pluralLabel: "Laboratories",
  description: "A laboratory of a department: its equipment, area, co-ordinator, photo and details.",
  fields: {
    ...SESSION_AND_DEPARTMENT,
    name: { kind: "text", label: "Name of the laboratory", translatable: true },
    majorEquipment: { kind: "longText", label: "Major equipment", translatable: true },
    approximateCost: { kind: "text", label: "Approximate cost of one equipment (Rs)" },
    area: { kind: "text", label: "Area of the lab", help: "For example 66 sq m." },
    coordinator: { kind: "text", label: "Lab co-ordinator" },
    photoImage: photoField("Photo of the lab"),
    labPdf: pdfField("Laboratory details (PDF)"),
    sortOrder: positionField("Position in the list"),
  },
  requireOneOf: [["name", "labPdf"]],
  filters: ["department", "session"],
  searchFields: ["name", "majorEquipment", "coordinator"],
  order: BY_POSITION_THEN_NAME,
  admin: {
    addRoute: "labs-add",
    manageRoute: "manage-labs",
    navLabel: "Laboratories",
    heading: "Laboratory Form",
    group: "Department",
    columns: ["session", "department", "name", "labPdf"],
  },
  legacy: {
    listKey: "labs",
    ...legacyActions("Lab"),
    fields: {
      ...legacyUnderTheirOwnNames("session", "department"),
      labPdf: legacyPdf("labPdf"),
    },
  },
});

export const mou = defineContentType({
  key: "mou",
  label: "MoU",
  description: "A memorandum of understanding between a department and an industry or firm.",
  fields: {
    ...SESSION_AND_DEPARTMENT,
    firmName: { kind: "text", label: "Name of the industry or firm", required: true },
    validUpto: { kind: "text", label: "Valid up to", required: true, help: "A date or a year, as written on the MoU." },
    activity: { kind: "longText", label: "Activity done under the MoU", translatable: true },
    subject: { kind: "text", label: "Subject related to", translatable: true },
    agreementPdf: requiredPdfField("MoU (PDF)"),
  },
  filters: ["department", "session"],
  searchFields: ["firmName", "activity", "subject"],
  order: [
    ["session", "DESC"],
    ["firmName", "ASC"],
  ],
  titleField: "firmName",
  admin: { ...specRoutes("mous"), navLabel: "MoUs", group: "Department", columns: ["session", "department", "firmName", "validUpto", "agreementPdf"] },
  legacy: {
    listKey: "mouReports",
    ...legacyActions("Mous", { insert: "insertMoUsDetails", alsoUpdate: ["updateMOU"] }),
    fields: {
      ...legacyUnderTheirOwnNames("session", "department"),
      firmName: legacySnakeCased("firmName"),
      validUpto: legacySnakeCased("validUpto"),
      agreementPdf: legacyPdf("pdfFile"),
    },
  },
});

export const event = defineContentType({
  key: "event",
  label: "Event",
  description: "An event a department held, with up to four photos.",
  fields: {
    ...SESSION_AND_DEPARTMENT,
    name: requiredTranslatableText("Event name"),
    dateOfEvent: requiredDateField("Date of the event"),
    description: { kind: "longText", label: "Activity description", required: true, translatable: true },
    image: requiredPhotoField("Photo"),
    secondImage: photoField("Second photo"),
    thirdImage: photoField("Third photo"),
    fourthImage: photoField("Fourth photo"),
  },
  filters: ["department", "session"],
  searchFields: ["name", "description"],
  order: newestFirst("dateOfEvent"),
  admin: {
    ...specRoutes("event-analysis"),
    navLabel: "Event Analysis",
    group: "Department",
    columns: ["session", "department", "name", "image", "dateOfEvent", "description"],
  },
  legacy: {
    listKey: "eventAnalysis",
    ...legacyActions("EventAnalysis", { insert: "insertEventDetails" }),
    fields: {
      ...legacyUnderTheirOwnNames("session", "department"),
      name: legacySpelledAs("eventName"),
      image: { row: "eventImage", insert: "eventImage", column: "image" },
      dateOfEvent: legacySpelledAs("dateOfEvent"),
      description: legacySpelledAs("activityDescription"),
    },
  },
});
