// The panel's shell messages in the panel's language (messages/admin-language.ts).
import { adminShellMessages as english } from "./en/admin-shell.js";
import { onAdminLanguageChange } from "./admin-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the panel's language's text whenever they use it.
export let adminShellMessages: Translation<typeof english> = english;
onAdminLanguageChange((marathi) => {
  adminShellMessages = marathi?.catalogue.adminShellMessages ?? english;
});
