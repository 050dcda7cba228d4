// The disclosure pages' messages in the page's language (messages/active-language.ts).
import { disclosuresMessages as english } from "./en/disclosures.js";
import { inPageLanguage } from "./active-language.js";

export const disclosuresMessages = inPageLanguage("disclosuresMessages", english);
