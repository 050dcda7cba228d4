import { defineContentType, type AdminRoutes, PUBLIC_READ_ADMIN_WRITE, type GraphQLNames, type LegacySpec } from "../define.js";

// Documents that belong to one department: time tables, results, curricula, newsletters, ...

/** This file's domain of the API (schema/department-documents.graphql), in one line. */
export const about = "What each department publishes: time tables, results, curricula, labs, MoUs, events ...";

const session = { kind: "session", label: "Session", required: true } as const;
const department = { kind: "department", label: "Department", required: true } as const;
const legacySession = { row: "session", insert: "session", column: "session" } as const;
const legacyDepartment = { row: "department", insert: "department", column: "department" } as const;

/** Session + department + one PDF: newsletters, IRG figures, department portfolios. */
function departmentPdf(options: {
  key: string;
  label: string;
  pluralLabel: string;
  description: string;
  graphql?: Partial<GraphQLNames>;
  adminRoutes: AdminRoutes;
  pdfField: string;
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
      session,
      department,
      [options.pdfField]: { kind: "pdf", label: options.pdfLabel, required: true },
    } as { session: typeof session; department: typeof department } & Record<string, { kind: "pdf"; label: string; required: true }>,
    filters: ["department", "session"],
    order: [["session", "DESC"], ["createdAt", "DESC"]],
    titleField: "session",
    admin: { ...options.adminRoutes, group: "Department", columns: ["session", "department", options.pdfField] },
    legacy: {
      ...legacyNames,
      fields: {
        session: legacySession,
        department: legacyDepartment,
        [options.pdfField]: { row: "path", insert: pdfInsertName, column: "pdf" },
      },
    },
  });
}

export const newsletter = departmentPdf({
  key: "newsletter",
  label: "Newsletter",
  pluralLabel: "Newsletters",
  description: "A department newsletter for one session.",
  adminRoutes: { addRoute: "add-news-letters", manageRoute: "manage-newsLetters", navLabel: "Newsletters", heading: "Newsletter Form" },
  pdfField: "newsletterPdf",
  pdfLabel: "Newsletter (PDF)",
  legacy: {
    listKey: "newsLetters",
    insert: "insertNewsletter",
    update: ["updateNewsLetters", "updateNewsLetter"],
    delete: ["deleteNewsLetters", "deleteNewsletter"],
    pdfInsertName: "newsletterPdf",
  },
});

export const irg = departmentPdf({
  key: "irg",
  label: "Internal revenue generation figure",
  pluralLabel: "Internal revenue generation",
  description: "A department's internal revenue generation figures for one session.",
  adminRoutes: { addRoute: "irg-add", manageRoute: "manage-irg", navLabel: "IRG", heading: "IRG Form" },
  pdfField: "irgPdf",
  pdfLabel: "IRG figure (PDF)",
  legacy: {
    listKey: "irg",
    insert: "insertIRG",
    update: ["updateIrg", "updateIRG"],
    delete: ["deleteIrg"],
    pdfInsertName: "irgPdf",
  },
});

export const departmentPortfolio = departmentPdf({
  key: "departmentPortfolio",
  label: "Department portfolio",
  pluralLabel: "Department portfolios",
  description: "A department's portfolio or plan for one session.",
  adminRoutes: { addRoute: "add-dept-portfolio", manageRoute: "manage-departmentPortfolio", navLabel: "Department Portfolio", heading: "Department Portfolio" },
  pdfField: "portfolioPdf",
  pdfLabel: "Portfolio or plan (PDF)",
  legacy: {
    listKey: "dept-portfolio",
    insert: "insertDeptPortfolio",
    update: ["updateDeptPortfolio"],
    delete: ["deleteDeptPortfolio"],
    pdfInsertName: "pdfFile",
  },
});

/** Odd and even semester PDFs per session and department: results and time tables. */
function oddEvenPdfs(options: {
  key: string;
  label: string;
  pluralLabel: string;
  description: string;
  graphql?: Partial<GraphQLNames>;
  adminRoutes: AdminRoutes;
  what: string;
  legacy: Omit<LegacySpec, "fields"> & { oddInsertName: string; evenInsertName: string };
}) {
  const { oddInsertName, evenInsertName, ...legacyNames } = options.legacy;
  return defineContentType({
    key: options.key,
    label: options.label,
    pluralLabel: options.pluralLabel,
    description: options.description,
    graphql: options.graphql,
    access: PUBLIC_READ_ADMIN_WRITE,
    fields: {
      session,
      department,
      oddSemesterPdf: { kind: "pdf", label: `Odd semester ${options.what} (PDF)`, required: true },
      evenSemesterPdf: { kind: "pdf", label: `Even semester ${options.what} (PDF)`, required: true },
    },
    filters: ["department", "session"],
    order: [["session", "DESC"], ["createdAt", "DESC"]],
    titleField: "session",
    admin: {
      ...options.adminRoutes,
      group: "Department",
      columns: ["session", "department", "oddSemesterPdf", "evenSemesterPdf"],
    },
    legacy: {
      ...legacyNames,
      fields: {
        session: legacySession,
        department: legacyDepartment,
        // The old manage table headed both types' columns "Odd/Even Sem Result".
        oddSemesterPdf: { row: "o_path", insert: oddInsertName, column: "odd_sem_result" },
        evenSemesterPdf: { row: "e_path", insert: evenInsertName, column: "even_sem_result" },
      },
    },
  });
}

export const resultAnalysis = oddEvenPdfs({
  key: "resultAnalysis",
  label: "Result analysis",
  pluralLabel: "Result analyses",
  description: "A department's odd and even semester result analysis for one session.",
  graphql: { list: "resultAnalyses" },
  adminRoutes: { addRoute: "result-analysis", manageRoute: "manage-result-analysis", navLabel: "Result Analysis", heading: "Result Analysis Form" },
  what: "result analysis",
  legacy: {
    listKey: "resultAnalysis",
    insert: "insertResultAnalysisDetails",
    update: ["updateResultAnalysis"],
    delete: ["deleteResultAnalysis"],
    oddInsertName: "oddSemResult",
    evenInsertName: "evenSemResult",
  },
});

export const timeTable = oddEvenPdfs({
  key: "timeTable",
  label: "Time table",
  pluralLabel: "Time tables",
  description: "A department's odd and even semester time tables for one session.",
  adminRoutes: { addRoute: "time-table", manageRoute: "manage-timeTable", navLabel: "Time Table", heading: "Time Table Form" },
  what: "time table",
  legacy: {
    listKey: "timeTable",
    insert: "insertTimeTable",
    update: ["updateTimeTable"],
    delete: ["deleteTimeTable"],
    oddInsertName: "oddSemTimeTable",
    evenInsertName: "evenSemTimeTable",
  },
});

export const curriculum = defineContentType({
  key: "curriculum",
  label: "Curriculum",
  pluralLabel: "Curricula",
  description: "The syllabus of one semester of a department's diploma programme.",
  graphql: { list: "curricula" },
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: {
    department,
    semester: { kind: "semester", label: "Semester", required: true },
    syllabusPdf: { kind: "pdf", label: "Syllabus (PDF)", required: true },
  },
  filters: ["department", "semester"],
  order: [["department", "ASC"], ["semester", "ASC"]],
  titleField: "semester",
  admin: { addRoute: "curriculum", manageRoute: "manage-curriculum", navLabel: "Curriculum", heading: "Curriculum Form", group: "Department", columns: ["department", "semester", "syllabusPdf"] },
  legacy: {
    listKey: "curriculum",
    insert: "insertCurriculamDetails",
    update: ["updateCurriculum"],
    delete: ["deleteCurriculum"],
    fields: {
      department: { row: "branch", insert: "department", column: "department" },
      semester: { row: "name", insert: "semester", column: "semester" },
      syllabusPdf: { row: "path", insert: "syllabusPdf", column: "pdf" },
    },
  },
});

export const studentList = defineContentType({
  key: "studentList",
  label: "Student list",
  pluralLabel: "Student lists",
  description: "The list of students of one semester of a department in one session.",
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: {
    session,
    department,
    semester: { kind: "semester", label: "Semester", required: true },
    listPdf: { kind: "pdf", label: "Student list (PDF)", required: true },
  },
  filters: ["department", "session", "semester"],
  order: [["session", "DESC"], ["department", "ASC"], ["semester", "ASC"]],
  titleField: "session",
  admin: { addRoute: "student-list-form", manageRoute: "manage-studentList", navLabel: "Student List", heading: "Student List Form", group: "Department", columns: ["session", "department", "semester", "listPdf"] },
  legacy: {
    listKey: "studentList",
    insert: "insertStudentList",
    update: ["updateStudentList", "updateStudentsList"],
    delete: ["deleteStudentList"],
    fields: {
      session: legacySession,
      department: legacyDepartment,
      semester: { row: "semester", insert: "semester", column: "semester" },
      listPdf: { row: "path", insert: "studentList", column: "pdf" },
    },
  },
});

export const lab = defineContentType({
  key: "lab",
  label: "Laboratory",
  pluralLabel: "Laboratories",
  description: "A laboratory of a department: its equipment, area, co-ordinator, photo and details.",
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: {
    session,
    department,
    name: { kind: "text", label: "Name of the laboratory" },
    majorEquipment: { kind: "longText", label: "Major equipment" },
    approximateCost: { kind: "text", label: "Approximate cost of one equipment (Rs)" },
    area: { kind: "text", label: "Area of the lab", help: "For example 66 sq m." },
    coordinator: { kind: "text", label: "Lab co-ordinator" },
    photoImage: { kind: "image", label: "Photo of the lab", alt: true },
    labPdf: { kind: "pdf", label: "Laboratory details (PDF)" },
    sortOrder: { kind: "number", label: "Position in the list", min: 0, max: 9999 },
  },
  requireOneOf: [["name", "labPdf"]],
  filters: ["department", "session", "search"],
  searchFields: ["name", "majorEquipment", "coordinator"],
  order: [["sortOrder", "ASC"], ["name", "ASC"]],
  titleField: "name",
  admin: { addRoute: "labs-add", manageRoute: "manage-labs", navLabel: "Laboratories", heading: "Laboratory Form", group: "Department", columns: ["session", "department", "name", "labPdf"] },
  legacy: {
    listKey: "labs",
    insert: "insertLab",
    update: ["updateLab"],
    delete: ["deleteLab"],
    fields: {
      session: legacySession,
      department: legacyDepartment,
      labPdf: { row: "path", insert: "labPdf", column: "pdf" },
    },
  },
});

export const mou = defineContentType({
  key: "mou",
  label: "MoU",
  pluralLabel: "MoUs",
  description: "A memorandum of understanding between a department and an industry or firm.",
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: {
    session,
    department,
    firmName: { kind: "text", label: "Name of the industry or firm", required: true },
    validUpto: { kind: "text", label: "Valid up to", required: true, help: "A date or a year, as written on the MoU." },
    activity: { kind: "longText", label: "Activity done under the MoU" },
    subject: { kind: "text", label: "Subject related to" },
    agreementPdf: { kind: "pdf", label: "MoU (PDF)", required: true },
  },
  filters: ["department", "session", "search"],
  searchFields: ["firmName", "activity", "subject"],
  order: [["session", "DESC"], ["firmName", "ASC"]],
  titleField: "firmName",
  admin: { addRoute: "mous", manageRoute: "manage-mous", navLabel: "MoUs", heading: "MoUs Form", group: "Department", columns: ["session", "department", "firmName", "validUpto", "agreementPdf"] },
  legacy: {
    listKey: "mouReports",
    insert: "insertMoUsDetails",
    update: ["updateMous", "updateMOU"],
    delete: ["deleteMous"],
    fields: {
      session: legacySession,
      department: legacyDepartment,
      firmName: { row: "firm_name", insert: "firmName", column: "firm_name" },
      validUpto: { row: "valid_upto", insert: "validUpto", column: "valid_upto" },
      agreementPdf: { row: "path", insert: "pdfFile", column: "pdf" },
    },
  },
});

export const event = defineContentType({
  key: "event",
  label: "Event",
  pluralLabel: "Events",
  description: "An event a department held, with up to four photos.",
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: {
    session,
    department,
    name: { kind: "text", label: "Event name", required: true },
    dateOfEvent: { kind: "date", label: "Date of the event", required: true },
    description: { kind: "longText", label: "Activity description", required: true },
    image: { kind: "image", label: "Photo", required: true, alt: true },
    secondImage: { kind: "image", label: "Second photo", alt: true },
    thirdImage: { kind: "image", label: "Third photo", alt: true },
    fourthImage: { kind: "image", label: "Fourth photo", alt: true },
  },
  filters: ["department", "session", "search"],
  searchFields: ["name", "description"],
  order: [["dateOfEvent", "DESC"], ["createdAt", "DESC"]],
  titleField: "name",
  admin: {
    addRoute: "event-analysis", manageRoute: "manage-event-analysis", navLabel: "Event Analysis", heading: "Event Analysis Form",
    group: "Department",
    columns: ["session", "department", "name", "image", "dateOfEvent", "description"],
  },
  legacy: {
    listKey: "eventAnalysis",
    insert: "insertEventDetails",
    update: ["updateEventAnalysis"],
    delete: ["deleteEventAnalysis"],
    fields: {
      session: legacySession,
      department: legacyDepartment,
      name: { row: "eventName", insert: "eventName", column: "event_name" },
      image: { row: "eventImage", insert: "eventImage", column: "image" },
      dateOfEvent: { row: "dateOfEvent", insert: "dateOfEvent", column: "date_of_event" },
      description: { row: "activityDescription", insert: "activityDescription", column: "activity_description" },
    },
  },
});
