import { portrait, pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// Invented staff of the demo institute. Names, phones (98765xxxxx) and e-mail addresses
// (@gpsakoli.edu.example) are fictional.

const EMAIL_DOMAIN = "gpsakoli.edu.example";

/** The designations in Marathi (the demo gives every staff member's designation in both languages). */
const DESIGNATIONS_MR: Record<string, string> = {
  "Head of Department": "विभागप्रमुख",
  Lecturer: "अधिव्याख्याता",
  "Lecturer in Chemistry": "रसायनशास्त्र अधिव्याख्याता",
  "Lecturer in English": "इंग्रजी अधिव्याख्याता",
  "Lecturer in Mathematics": "गणित अधिव्याख्याता",
  Instructor: "निदेशक",
  "Laboratory Assistant": "प्रयोगशाळा सहाय्यक",
  "Laboratory Attendant": "प्रयोगशाळा परिचर",
  "Store Keeper": "भांडारपाल",
  "Technical Assistant": "तांत्रिक सहाय्यक",
  "Workshop Attendant": "कार्यशाळा परिचर",
  "Workshop Superintendent": "कार्यशाळा अधीक्षक",
};

/** A designation's Marathi, or none (the page then shows the English one, marked). */
export const designationMr = (designation: string): string | undefined => DESIGNATIONS_MR[designation];

type StaffRow = readonly [department: string, name: string, designation: string, qualification: string, experience: number];

const FACULTY: readonly StaffRow[] = [
  ["computer", "Mrs. Sunita P. Lanjewar", "Head of Department", "M.E. (Computer Science and Engineering)", 18],
  ["computer", "Mr. Rahul K. Dongre", "Lecturer", "M.Tech. (Computer Engineering)", 11],
  ["computer", "Mr. Nilesh D. Hatwar", "Lecturer", "M.E. (Information Technology)", 9],
  ["computer", "Ms. Pooja S. Wanjari", "Lecturer", "B.E. (Computer Technology)", 6],
  ["civil", "Mr. Vijay M. Kapgate", "Head of Department", "M.E. (Structural Engineering)", 21],
  ["civil", "Mrs. Anjali R. Meshram", "Lecturer", "M.Tech. (Environmental Engineering)", 12],
  ["civil", "Mr. Sachin B. Thakre", "Lecturer", "B.E. (Civil Engineering)", 7],
  ["civil", "Ms. Komal V. Brahmankar", "Lecturer", "M.E. (Transportation Engineering)", 5],
  ["mechanical", "Dr. Manoj T. Katre", "Head of Department", "Ph.D. (Mechanical Engineering)", 23],
  ["mechanical", "Mr. Amol S. Borkar", "Lecturer", "M.Tech. (Production Engineering)", 14],
  ["mechanical", "Mr. Kishor N. Ukey", "Lecturer", "M.E. (Thermal Engineering)", 10],
  ["mechanical", "Mrs. Sneha A. Zode", "Lecturer", "B.E. (Mechanical Engineering)", 4],
  ["electrical", "Mr. Dinesh G. Nimje", "Head of Department", "M.E. (Electrical Power Systems)", 19],
  ["electrical", "Mrs. Rupali K. Dhote", "Lecturer", "M.Tech. (Power Electronics)", 13],
  ["electrical", "Mr. Prashant L. Gaikwad", "Lecturer", "B.E. (Electrical Engineering)", 8],
  ["electrical", "Ms. Shraddha M. Bisen", "Lecturer", "M.E. (Electrical Engineering)", 5],
  ["electronics", "Mrs. Vaishali D. Tembhurne", "Head of Department", "M.E. (Electronics and Telecommunication)", 17],
  ["electronics", "Mr. Yogesh P. Fulbandhe", "Lecturer", "M.Tech. (VLSI Design)", 9],
  ["electronics", "Mr. Akash R. Shende", "Lecturer", "B.E. (Electronics and Telecommunication)", 5],
  ["science_humanities", "Dr. Madhuri S. Khobragade", "Head of Department", "Ph.D. (Physics)", 20],
  ["science_humanities", "Mr. Sanjay H. Patle", "Lecturer in Mathematics", "M.Sc. (Mathematics), B.Ed.", 15],
  ["science_humanities", "Mrs. Leena V. Rahangdale", "Lecturer in English", "M.A. (English)", 11],
  ["science_humanities", "Mr. Tushar M. Sahare", "Lecturer in Chemistry", "M.Sc. (Chemistry)", 7],
  ["workshop", "Mr. Ganesh R. Bawankar", "Workshop Superintendent", "B.E. (Mechanical Engineering)", 22],
  ["workshop", "Mr. Ravindra S. Kawale", "Instructor", "Diploma in Mechanical Engineering", 16],
  ["workshop", "Mr. Deepak K. Lilhare", "Instructor", "ITI (Fitter)", 12],
];

const SUPPORTING: readonly StaffRow[] = [
  ["computer", "Mr. Ajay M. Tidke", "Laboratory Assistant", "Diploma in Computer Technology", 8],
  ["computer", "Ms. Priya N. Kumbhare", "Technical Assistant", "B.Sc. (Computer Science)", 4],
  ["civil", "Mr. Sudhir K. Gedam", "Laboratory Assistant", "Diploma in Civil Engineering", 10],
  ["mechanical", "Mr. Rajesh T. Chaudhari", "Laboratory Assistant", "ITI (Machinist)", 14],
  ["mechanical", "Mr. Manish P. Sonwane", "Laboratory Attendant", "S.S.C.", 6],
  ["electrical", "Mr. Vinod B. Karemore", "Laboratory Assistant", "ITI (Electrician)", 12],
  ["electronics", "Mr. Harish D. Naktode", "Laboratory Assistant", "Diploma in Electronics Engineering", 7],
  ["science_humanities", "Mrs. Kavita R. Bhendarkar", "Laboratory Assistant", "B.Sc. (Chemistry)", 9],
  ["workshop", "Mr. Sunil G. Pardhi", "Workshop Attendant", "ITI (Welder)", 11],
  ["workshop", "Mr. Naresh V. Mohurle", "Store Keeper", "B.Com.", 6],
];

/** "Mrs. Sunita P. Lanjewar" -> "sunita.lanjewar@gpsakoli.edu.example" */
function emailFor(name: string): string {
  const words = name.replace(/^(Mr|Mrs|Ms|Dr)\.\s+/, "").split(/\s+/);
  return `${words[0]}.${words[words.length - 1]}@${EMAIL_DOMAIN}`.toLowerCase();
}

function staffRecords(rows: readonly StaffRow[], firstPhone: number): SeedRecord[] {
  const positionInDepartment = new Map<string, number>();
  return rows.map(([department, name, designation, qualification, experience], index) => {
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
  return FACULTY.filter((row) => row[0] === department).map((row) => row[1]);
}

function publicationRecord(name: string, title: string, publishedOn: string): SeedRecord {
  const row = FACULTY.find((r) => r[1] === name);
  if (!row) throw new Error(`Demo publication names an unknown faculty member: ${name}`);
  const profile = emailFor(name).split("@")[0].replace(".", "-");
  return {
    facultyName: name,
    designation: row[2],
    designationMr: designationMr(row[2]),
    department: row[0],
    title,
    publishedOn,
    profileLink: `https://example.org/scholar/${profile}`,
    publicationPdf: pdfFile(`Publication: ${title}`, `Author: ${name}`, `Published: ${publishedOn}`),
  };
}

export const publications: SeedRecord[] = [
  publicationRecord("Mrs. Sunita P. Lanjewar", "A low-cost attendance system using QR codes for rural polytechnics", "2024-03-15"),
  publicationRecord("Mr. Vijay M. Kapgate", "Use of fly ash bricks in low-rise housing: a field study in Bhandara district", "2023-11-20"),
  publicationRecord("Dr. Manoj T. Katre", "Performance of a solar-assisted paddy dryer for small farms", "2024-08-02"),
  publicationRecord("Mr. Dinesh G. Nimje", "Energy audit of a diploma institute campus: findings and savings", "2025-01-10"),
  publicationRecord("Mrs. Vaishali D. Tembhurne", "An IoT-based soil moisture monitor for drip irrigation", "2024-12-05"),
  publicationRecord("Dr. Madhuri S. Khobragade", "Teaching physics through simple experiments with everyday materials", "2023-07-28"),
];

export const demoRows: DemoRows = { facultyStaff, supportingStaff, publication: publications };
