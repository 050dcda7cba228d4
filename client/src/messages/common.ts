// The common messages in the page's language (messages/active-language.ts).
import { common as english } from "./en/common.js";
import { inPageLanguage } from "./active-language.js";

export const common = inPageLanguage("common", english);
