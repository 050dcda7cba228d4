// The panel's tables messages in the panel's language (messages/admin-language.ts).
import { adminTablesMessages as english } from "./en/admin-tables.js";
import { inPanelLanguage } from "./admin-language.js";

export const adminTablesMessages = inPanelLanguage("adminTablesMessages", english);
