// The shell messages in the page's language (messages/active-language.ts).
import { shell as english } from "./en/shell.js";
import { inPageLanguage } from "./active-language.js";

export const shell = inPageLanguage("shell", english);
