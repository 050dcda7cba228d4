// The alumni messages in the page's language (messages/active-language.ts).
import { alumniMessages as english } from "./en/alumni.js";
import { inPageLanguage } from "./active-language.js";

export const alumniMessages = inPageLanguage("alumniMessages", english);
