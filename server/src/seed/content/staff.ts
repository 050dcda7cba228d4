import { portrait, pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";
import staffData from "./fixtures/staff.json";

// Invented staff of the demo institute. Names, phones (98765xxxxx) and e-mail addresses
// (@gpsakoli.edu.example) are fictional. The people, their designations in Marathi and the
// publications are data, in fixtures/staff.json; this module makes the records from them.

const EMAIL_DOMAIN = "gpsakoli.edu.example";

/** A staff member of the demo, as fixtures/staff.json lists them (faculty and supporting staff alike). */
interface StaffRow {
  department: string;
  name: string;
  designation: string;
  qualification: string;
  experience: number;
}

/** A faculty member's publication in fixtures/staff.json. */
interface PublicationRow {
  facultyName: string;
  title: string;
  publishedOn: string;
}

// The annotations check the JSON's rows when the server is typechecked (a row missing a field fails).
const DESIGNATIONS_MR: Readonly<Record<string, string>> = staffData.designationsMr;
const FACULTY: readonly StaffRow[] = staffData.faculty;
const SUPPORTING: readonly StaffRow[] = staffData.supporting;
const PUBLICATIONS: readonly PublicationRow[] = staffData.publications;

/** A designation's Marathi (the demo has one for each of its designations), or none: the page then shows the English one, marked. */
export const designationMr = (designation: string): string | undefined => DESIGNATIONS_MR[designation];

/** "Mrs. Sunita P. Lanjewar" -> "sunita.lanjewar@gpsakoli.edu.example" */
function emailFor(name: string): string {
  const words = name.replace(/^(Mr|Mrs|Ms|Dr)\.\s+/, "").split(/\s+/);
  return `${words[0]}.${words[words.length - 1]}@${EMAIL_DOMAIN}`.toLowerCase();
}

function staffRecords(rows: readonly StaffRow[], firstPhone: number): SeedRecord[] {
  const positionInDepartment = new Map<string, number>();
  return rows.map(({ department, name, designation, qualification, experience }, index) => {
    const position = (positionInDepartment.get(department) ?? 0) + 1;
    positionInDepartment.set(department, position);
    return {
      name,
      designation,
      designationMr: designationMr(designation),
      qualification,
      experience,
      contact: String(firstPhone + index),
      department,
      email: emailFor(name),
      photoImage: portrait(name),
      photoImageAltText: `Placeholder portrait standing in for a photo of ${name}, ${designation}.`,
      sortOrder: position,
    };
  });
}

export const facultyStaff: SeedRecord[] = staffRecords(FACULTY, 9876500101);
export const supportingStaff: SeedRecord[] = staffRecords(SUPPORTING, 9876500201);

/** Faculty names of one department, in list order (for lab co-ordinators). */
export function facultyOf(department: string): string[] {
  return FACULTY.filter((row) => row.department === department).map((row) => row.name);
}

function publicationRecord({ facultyName: name, title, publishedOn }: PublicationRow): SeedRecord {
  const row = FACULTY.find((r) => r.name === name);
  if (!row) throw new Error(`Demo publication names an unknown faculty member: ${name}`);
  const profile = emailFor(name).split("@")[0].replace(".", "-");
  return {
    facultyName: name,
    designation: row.designation,
    designationMr: designationMr(row.designation),
    department: row.department,
    title,
    publishedOn,
    profileLink: `https://example.org/scholar/${profile}`,
    publicationPdf: pdfFile(`Publication: ${title}`, `Author: ${name}`, `Published: ${publishedOn}`),
  };
}

export const publications: SeedRecord[] = PUBLICATIONS.map(publicationRecord);

export const demoRows: DemoRows = { facultyStaff, supportingStaff, publication: publications };
