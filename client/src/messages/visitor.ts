// The visitor's site's added words in the page's language (messages/active-language.ts).
import { visitorMessages as english } from "./en/visitor.js";
import { inPageLanguage } from "./active-language.js";

export const visitorMessages = inPageLanguage("visitorMessages", english);
