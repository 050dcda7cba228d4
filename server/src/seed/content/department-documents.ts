import { DEPARTMENT_NAMES, TEACHING_SLUGS } from "./departments.js";
import { pdfFile, picture, type SeedRecord } from "./files.js";
import { facultyOf } from "./staff.js";
import type { DemoRows } from "./demo-rows.js";
import documentData from "./fixtures/department-documents.json";

// What each department page lists: curricula, results, time tables, events, MoUs, labs,
// newsletters, IRG figures, portfolios, student lists and the digital library. The events, MoUs,
// labs and books are data, in fixtures/department-documents.json; the rest is made here.

/** The rows of fixtures/department-documents.json: events, MoUs, laboratories by department, and books. */
interface EventRow {
  department: string;
  session: string;
  dateOfEvent: string;
  name: string;
  description: string;
  /** How many pictures the event has, 1 to 4 (its own, then extras from a shared set). */
  photos: number;
}

interface MouRow {
  department: string;
  session: string;
  firmName: string;
  validUpto: string;
  activity: string;
  subject: string;
}

interface LabRow {
  name: string;
  majorEquipment: string;
  approximateCost: string;
  area: string;
}

interface BookRow {
  department: string;
  subjectName: string;
  subjectNameMr: string;
  title: string;
  authorName: string;
}

// The annotations check the JSON's rows when the server is typechecked (a row missing a field fails).
const EVENTS: readonly EventRow[] = documentData.events;
const MOUS: readonly MouRow[] = documentData.mous;
const LABS: Readonly<Record<string, readonly LabRow[]>> = documentData.labs;
const BOOKS: readonly BookRow[] = documentData.books;

const SEMESTER_NAMES = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"];
const RECENT_SESSIONS = ["2024-2025", "2025-2026"] as const;
const name = (slug: string) => DEPARTMENT_NAMES[slug];

export const curricula: SeedRecord[] = [...TEACHING_SLUGS, "workshop"].flatMap((department) =>
  SEMESTER_NAMES.map((semesterName, index) => ({
    department,
    semester: index + 1,
    syllabusPdf: pdfFile(`Curriculum: ${name(department)}, ${semesterName} Semester`, "Teaching and examination scheme with course contents."),
  })),
);

function oddEven(what: string): SeedRecord[] {
  return TEACHING_SLUGS.flatMap((department) =>
    RECENT_SESSIONS.map((session) => ({
      session,
      department,
      oddSemesterPdf: pdfFile(`${what} ${session}: ${name(department)}, odd semesters`, "First, third and fifth semesters."),
      evenSemesterPdf: pdfFile(`${what} ${session}: ${name(department)}, even semesters`, "Second, fourth and sixth semesters."),
    })),
  );
}

export const resultAnalyses = oddEven("Result analysis");
export const timeTables = oddEven("Time table");

/** Session + department + one PDF, for each teaching branch and session. */
function perBranch(field: string, what: string, sessions: readonly string[], lines: string[] = []): SeedRecord[] {
  return TEACHING_SLUGS.flatMap((department) =>
    sessions.map((session) => ({
      session,
      department,
      [field]: pdfFile(`${what} ${session}: ${name(department)}`, ...lines),
    })),
  );
}

export const newsletters = perBranch("newsletterPdf", "Department newsletter", RECENT_SESSIONS, ["Achievements, events and activities of the year."]);
export const irgs = perBranch("irgPdf", "IRG figure", ["2024-2025"], ["Internal revenue generated through testing, consultancy and training."]);
export const departmentPortfolios = perBranch("portfolioPdf", "Department portfolio and plan", RECENT_SESSIONS);

export const studentLists: SeedRecord[] = TEACHING_SLUGS.flatMap((department) =>
  [1, 3].map((semester) => ({
    session: "2025-2026",
    department,
    semester,
    listPdf: pdfFile(`Student list 2025-2026: ${name(department)}, ${SEMESTER_NAMES[semester - 1]} Semester`, "Roll numbers and names of enrolled students."),
  })),
);

/** Extra photos of events come from a small shared set: the same bytes are stored again. */
const EXTRA_EVENT_PHOTOS = [1, 2, 3, 4, 5, 6].map((n) => picture(`event-extra-${n}`, { width: 640, height: 400 }));

function eventRecord({ department, session, dateOfEvent, name: eventName, description, photos }: EventRow): SeedRecord {
  const extras = Array.from({ length: photos - 1 }, (_, i) => EXTRA_EVENT_PHOTOS[(eventName.length + i) % EXTRA_EVENT_PHOTOS.length]);
  const [secondImage, thirdImage, fourthImage] = extras;
  return {
    session,
    department,
    name: eventName,
    dateOfEvent,
    description,
    image: picture(`event-${department}-${dateOfEvent}`, { width: 640, height: 400, label: eventName }),
    imageAltText: `Placeholder illustration standing in for a photo of the event: ${eventName}.`,
    ...(secondImage ? { secondImage, secondImageAltText: `Placeholder illustration standing in for a second photo of the event: ${eventName}.` } : {}),
    ...(thirdImage ? { thirdImage, thirdImageAltText: `Placeholder illustration standing in for a third photo of the event: ${eventName}.` } : {}),
    ...(fourthImage ? { fourthImage, fourthImageAltText: `Placeholder illustration standing in for a fourth photo of the event: ${eventName}.` } : {}),
  };
}

export const events: SeedRecord[] = EVENTS.map(eventRecord);

export const mous: SeedRecord[] = MOUS.map(({ department, session, firmName, validUpto, activity, subject }) => ({
  session,
  department,
  firmName,
  validUpto,
  activity,
  subject,
  agreementPdf: pdfFile(`Memorandum of understanding with ${firmName}`, `Department: ${name(department)}`, `Valid up to ${validUpto}.`),
}));

export const labs: SeedRecord[] = Object.entries(LABS).flatMap(([department, rows]) => {
  const staff = facultyOf(department);
  return rows.map(({ name: labName, majorEquipment, approximateCost, area }, index) => ({
    session: "2025-2026",
    department,
    name: labName,
    majorEquipment,
    approximateCost,
    area,
    coordinator: staff[(index + 1) % staff.length],
    photoImage: picture(`lab-${department}-${index}`, { width: 640, height: 400, label: labName, pattern: "shapes" }),
    photoImageAltText: `Placeholder illustration standing in for a photo of the ${labName}.`,
    sortOrder: index + 1,
  }));
});

/** The books' titles stay as printed (English textbooks), shown marked lang="en" on Marathi pages; their subjects have Marathi names. */
export const digitalLibrary: SeedRecord[] = BOOKS.map(({ department, subjectName, subjectNameMr, title, authorName }, index) => ({
  subjectName,
  subjectNameMr,
  department,
  title,
  authorName,
  coverImage: picture(`book-${index}`, { width: 300, height: 420, label: title, pattern: "cover" }),
  coverImageAltText: `Placeholder cover standing in for the cover of "${title}" by ${authorName}.`,
  bookPdf: pdfFile(title, `Subject: ${subjectName}`, `Author: ${authorName}`, "A placeholder standing in for the e-book."),
}));

export const demoRows: DemoRows = {
  curriculum: curricula,
  resultAnalysis: resultAnalyses,
  timeTable: timeTables,
  event: events,
  mou: mous,
  lab: labs,
  newsletter: newsletters,
  irg: irgs,
  departmentPortfolio: departmentPortfolios,
  studentList: studentLists,
  digitalLibrary,
};
