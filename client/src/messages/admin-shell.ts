// The panel's shell messages in the panel's language (messages/admin-language.ts).
import { adminShellMessages as english } from "./en/admin-shell.js";
import { inPanelLanguage } from "./admin-language.js";

export const adminShellMessages = inPanelLanguage("adminShellMessages", english);
