// The search messages in the page's language (messages/active-language.ts).
import { searchMessages as english } from "./en/search.js";
import { inPageLanguage } from "./active-language.js";

export const searchMessages = inPageLanguage("searchMessages", english);
