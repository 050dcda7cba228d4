// The students-corner messages in the page's language (messages/active-language.ts).
import { studentsCornerMessages as english } from "./en/students-corner.js";
import { inPageLanguage } from "./active-language.js";

export const studentsCornerMessages = inPageLanguage("studentsCornerMessages", english);
