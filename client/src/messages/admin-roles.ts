// The panel's words for accounts' roles in the panel's language (messages/admin-language.ts).
import { adminRolesMessages as english } from "./en/admin-roles.js";
import { inPanelLanguage } from "./admin-language.js";

export const adminRolesMessages = inPanelLanguage("adminRolesMessages", english);
