// The admission messages in the page's language (messages/active-language.ts).
import { admissionMessages as english } from "./en/admission.js";
import { inPageLanguage } from "./active-language.js";

export const admissionMessages = inPageLanguage("admissionMessages", english);
