// The accreditation messages in the page's language (messages/active-language.ts).
import { accreditationMessages as english } from "./en/accreditation.js";
import { inPageLanguage } from "./active-language.js";

export const accreditationMessages = inPageLanguage("accreditationMessages", english);
