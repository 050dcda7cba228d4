// The notices messages in the page's language (messages/active-language.ts).
import { noticesMessages as english } from "./en/notices.js";
import { inPageLanguage } from "./active-language.js";

export const noticesMessages = inPageLanguage("noticesMessages", english);
