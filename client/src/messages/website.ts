// The website pages' messages in the page's language (messages/active-language.ts).
import { websiteMessages as english } from "./en/website.js";
import { inPageLanguage } from "./active-language.js";

export const websiteMessages = inPageLanguage("websiteMessages", english);
