// The documents messages in the page's language (messages/active-language.ts).
import { documentsMessages as english } from "./en/documents.js";
import { inPageLanguage } from "./active-language.js";

export const documentsMessages = inPageLanguage("documentsMessages", english);
