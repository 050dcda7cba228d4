// The account messages in the page's language (messages/active-language.ts).
import { accountMessages as english } from "./en/account.js";
import { inPageLanguage } from "./active-language.js";

export const accountMessages = inPageLanguage("accountMessages", english);
