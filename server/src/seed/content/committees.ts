import { COMMITTEE_KEYS } from "../../content/collections.js";
import { pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";

// One committee per committee page, with invented members, and its orders as documents.

type Member = { name: string; mobile: string };

const PRINCIPAL = "Dr. Arun V. Deshkar";

/** Mobile numbers 98765 3xxxx, one per person, so no two people share one. */
const phoneBook = new Map<string, string>();
function mobileOf(person: string): string {
  let phone = phoneBook.get(person);
  if (!phone) {
    phone = String(9876530001 + phoneBook.size);
    phoneBook.set(person, phone);
  }
  return phone;
}

const members = (...names: string[]): Member[] => names.map((name) => ({ name, mobile: mobileOf(name) }));

const COMMITTEES: Record<(typeof COMMITTEE_KEYS)[number]["value"], { chairman: string; members: string[] }> = {
  "women-grievance-commitee": {
    chairman: "Dr. Madhuri S. Khobragade",
    members: ["Mrs. Anjali R. Meshram", "Mrs. Rupali K. Dhote", "Ms. Pooja S. Wanjari", "Ms. Neha T. Parate (Student Representative)"],
  },
  "student-grievance-committee": {
    chairman: PRINCIPAL,
    members: ["Mr. Vijay M. Kapgate", "Mrs. Sunita P. Lanjewar", "Mr. Sanjay H. Patle", "Mr. Rohit A. Lonare (Student Representative)"],
  },
  "anti-ragging-committee": {
    chairman: PRINCIPAL,
    members: ["Dr. Manoj T. Katre", "Mr. Dinesh G. Nimje", "Mrs. Leena V. Rahangdale", "Mr. Prakash D. Tumsare (Parent Representative)", "Ms. Neha T. Parate (Student Representative)"],
  },
  "sc-st-committee": {
    chairman: "Mr. Vijay M. Kapgate",
    members: ["Mr. Akash R. Shende", "Mr. Tushar M. Sahare", "Mr. Sachin B. Thakre"],
  },
  "iste-committee": {
    chairman: "Mrs. Vaishali D. Tembhurne",
    members: ["Mr. Rahul K. Dongre", "Mr. Kishor N. Ukey", "Ms. Shraddha M. Bisen", "Mr. Rohit A. Lonare (Student Representative)"],
  },
  "iic-committee": {
    chairman: PRINCIPAL,
    members: ["Mr. Nilesh D. Hatwar", "Mr. Amol S. Borkar", "Mr. Yogesh P. Fulbandhe", "Ms. Komal V. Brahmankar"],
  },
  "industry4_0-committee": {
    chairman: "Dr. Manoj T. Katre",
    members: ["Mr. Rahul K. Dongre", "Mr. Prashant L. Gaikwad", "Mr. Yogesh P. Fulbandhe"],
  },
  "iqac-committee": {
    chairman: PRINCIPAL,
    members: ["Dr. Madhuri S. Khobragade", "Mrs. Sunita P. Lanjewar", "Mr. Vijay M. Kapgate", "Mr. Dinesh G. Nimje", "Mrs. Vaishali D. Tembhurne"],
  },
  "girls-common-room": {
    chairman: "Mrs. Leena V. Rahangdale",
    members: ["Mrs. Sneha A. Zode", "Ms. Komal V. Brahmankar", "Ms. Neha T. Parate (Student Representative)"],
  },
  "nba-committee": {
    chairman: PRINCIPAL,
    members: ["Mrs. Sunita P. Lanjewar", "Mr. Vijay M. Kapgate", "Dr. Manoj T. Katre", "Mr. Dinesh G. Nimje"],
  },
};

/** Each committee's name in Marathi (its English name is the key's label). */
const MARATHI_NAMES: Record<(typeof COMMITTEE_KEYS)[number]["value"], string> = {
  "women-grievance-commitee": "महिला तक्रार निवारण समिती",
  "student-grievance-committee": "विद्यार्थी तक्रार निवारण समिती",
  "anti-ragging-committee": "रॅगिंग प्रतिबंधक समिती",
  "sc-st-committee": "अनुसूचित जाती/जमाती समिती",
  "iste-committee": "आयएसटीई विद्यार्थी शाखा",
  "iic-committee": "संस्थेची नवोन्मेष परिषद",
  "industry4_0-committee": "उद्योग 4.0 समिती",
  "iqac-committee": "अंतर्गत गुणवत्ता हमी कक्ष",
  "girls-common-room": "मुलींच्या सामायिक कक्षाची समिती",
  "nba-committee": "एनबीए समिती",
};

export const committees: SeedRecord[] = COMMITTEE_KEYS.map(({ value, label }) => {
  const { chairman, members: memberNames } = COMMITTEES[value];
  return {
    session: "2025-2026",
    name: label,
    nameMr: MARATHI_NAMES[value],
    slug: value,
    chairmanName: chairman,
    chairmanMobile: mobileOf(chairman),
    members: members(...memberNames),
  };
});

/** Every committee has its constitution order; the busier ones also their last minutes. */
const WITH_MINUTES = new Set(["anti-ragging-committee", "iqac-committee", "nba-committee", "women-grievance-commitee"]);

export const committeeDocuments: SeedRecord[] = COMMITTEE_KEYS.flatMap(({ value, label }) => {
  const rows: SeedRecord[] = [
    {
      collection: `committee/${value}`,
      title: `${label}: Constitution Order 2025-26`,
      year: "2025-26",
      documentPdf: pdfFile(`${label}: Constitution Order 2025-26`, "Members of the committee and their responsibilities."),
      sortOrder: 1,
    },
  ];
  if (WITH_MINUTES.has(value)) {
    rows.push({
      collection: `committee/${value}`,
      title: `${label}: Minutes of Meeting`,
      year: "2025-26",
      documentPdf: pdfFile(`${label}: Minutes of Meeting`, "Points discussed and decisions taken."),
      sortOrder: 2,
    });
  }
  return rows;
});

export const demoRows: DemoRows = { committee: committees, document: committeeDocuments };
