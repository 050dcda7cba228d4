import type { Catalogue } from "../translation.js";
import { accountMessages } from "./account.js";
import { accreditationMessages } from "./accreditation.js";
import { achievementsMessages } from "./achievements.js";
import { admissionMessages } from "./admission.js";
import { alumniMessages } from "./alumni.js";
import { committeesMessages } from "./committees.js";
import { common } from "./common.js";
import { departmentMessages } from "./department.js";
import { documentsMessages } from "./documents.js";
import { facilitiesMessages } from "./facilities.js";
import { gpsInNewsMessages } from "./gps-in-news.js";
import { instituteMessages } from "./institute.js";
import { lightboxMessages } from "./lightbox.js";
import { noticesMessages } from "./notices.js";
import { searchMessages } from "./search.js";
import { shell } from "./shell.js";
import { studentsCornerMessages } from "./students-corner.js";
import { trainingPlacementsMessages } from "./training-placements.js";

// Every English message: the shape the Marathi catalogue (mr/catalogue.ts) must match.
export const english: Catalogue = {
  accountMessages,
  accreditationMessages,
  achievementsMessages,
  admissionMessages,
  alumniMessages,
  committeesMessages,
  common,
  departmentMessages,
  documentsMessages,
  facilitiesMessages,
  gpsInNewsMessages,
  instituteMessages,
  lightboxMessages,
  noticesMessages,
  searchMessages,
  shell,
  studentsCornerMessages,
  trainingPlacementsMessages,
};
