// The panel's tables messages in the panel's language (messages/admin-language.ts).
import { adminTablesMessages as english } from "./en/admin-tables.js";
import { onAdminLanguageChange } from "./admin-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the panel's language's text whenever they use it.
export let adminTablesMessages: Translation<typeof english> = english;
onAdminLanguageChange((marathi) => {
  adminTablesMessages = marathi?.catalogue.adminTablesMessages ?? english;
});
