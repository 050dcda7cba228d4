// The institute messages in the page's language (messages/active-language.ts).
import { instituteMessages as english } from "./en/institute.js";
import { inPageLanguage } from "./active-language.js";

export const instituteMessages = inPageLanguage("instituteMessages", english);
