// The shape every language's catalogue must have: the English one's keys, each with text of its
// own (a function where the English is a function, with the same arguments). A Marathi file that
// lacks a key, or has one too many, does not compile; tests/unit/messages-marathi.test.ts also
// checks that no Marathi text is empty or left in English.
import type { accountMessages } from "./en/account.js";
import type { accreditationMessages } from "./en/accreditation.js";
import type { achievementsMessages } from "./en/achievements.js";
import type { admissionMessages } from "./en/admission.js";
import type { alumniMessages } from "./en/alumni.js";
import type { committeesMessages } from "./en/committees.js";
import type { common } from "./en/common.js";
import type { departmentMessages } from "./en/department.js";
import type { documentsMessages } from "./en/documents.js";
import type { facilitiesMessages } from "./en/facilities.js";
import type { gpsInNewsMessages } from "./en/gps-in-news.js";
import type { instituteMessages } from "./en/institute.js";
import type { lightboxMessages } from "./en/lightbox.js";
import type { noticesMessages } from "./en/notices.js";
import type { searchMessages } from "./en/search.js";
import type { shell } from "./en/shell.js";
import type { studentsCornerMessages } from "./en/students-corner.js";
import type { trainingPlacementsMessages } from "./en/training-placements.js";

/** Text of the same shape as `T`: strings stay strings, functions keep their arguments. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translation<T[K]> };

/** Every message of the site in one language. */
export interface Catalogue {
  accountMessages: Translation<typeof accountMessages>;
  accreditationMessages: Translation<typeof accreditationMessages>;
  achievementsMessages: Translation<typeof achievementsMessages>;
  admissionMessages: Translation<typeof admissionMessages>;
  alumniMessages: Translation<typeof alumniMessages>;
  committeesMessages: Translation<typeof committeesMessages>;
  common: Translation<typeof common>;
  departmentMessages: Translation<typeof departmentMessages>;
  documentsMessages: Translation<typeof documentsMessages>;
  facilitiesMessages: Translation<typeof facilitiesMessages>;
  gpsInNewsMessages: Translation<typeof gpsInNewsMessages>;
  instituteMessages: Translation<typeof instituteMessages>;
  lightboxMessages: Translation<typeof lightboxMessages>;
  noticesMessages: Translation<typeof noticesMessages>;
  searchMessages: Translation<typeof searchMessages>;
  shell: Translation<typeof shell>;
  studentsCornerMessages: Translation<typeof studentsCornerMessages>;
  trainingPlacementsMessages: Translation<typeof trainingPlacementsMessages>;
}
