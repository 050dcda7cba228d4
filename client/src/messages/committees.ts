// The committees messages in the page's language (messages/active-language.ts).
import { committeesMessages as english } from "./en/committees.js";
import { inPageLanguage } from "./active-language.js";

export const committeesMessages = inPageLanguage("committeesMessages", english);
