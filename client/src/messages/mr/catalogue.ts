// Every Marathi message, a section a module, loaded as one chunk by Marathi pages only
// (messages/active-language.ts checks it against the English shape).
export { accountMessages } from "./account.js";
export { accreditationMessages } from "./accreditation.js";
export { achievementsMessages } from "./achievements.js";
export { admissionMessages } from "./admission.js";
export { alumniMessages } from "./alumni.js";
export { committeesMessages } from "./committees.js";
export { common } from "./common.js";
export { departmentMessages } from "./department.js";
export { disclosuresMessages } from "./disclosures.js";
export { documentsMessages } from "./documents.js";
export { facilitiesMessages } from "./facilities.js";
export { gpsInNewsMessages } from "./gps-in-news.js";
export { instituteMessages } from "./institute.js";
export { lightboxMessages } from "./lightbox.js";
export { noticesMessages } from "./notices.js";
export { searchMessages } from "./search.js";
export { shell } from "./shell.js";
export { studentsCornerMessages } from "./students-corner.js";
export { trainingPlacementsMessages } from "./training-placements.js";
export { visitorMessages } from "./visitor.js";
export { websiteMessages } from "./website.js";
