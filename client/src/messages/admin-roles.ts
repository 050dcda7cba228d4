// The panel's words for accounts' roles in the panel's language (messages/admin-language.ts).
import { adminRolesMessages as english } from "./en/admin-roles.js";
import { onAdminLanguageChange } from "./admin-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the panel's language's text whenever they use it.
export let adminRolesMessages: Translation<typeof english> = english;
onAdminLanguageChange((marathi) => {
  adminRolesMessages = marathi?.catalogue.adminRolesMessages ?? english;
});
