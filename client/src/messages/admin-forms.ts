// The panel's forms messages in the panel's language (messages/admin-language.ts).
import { adminFormsMessages as english } from "./en/admin-forms.js";
import { onAdminLanguageChange } from "./admin-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the panel's language's text whenever they use it.
export let adminFormsMessages: Translation<typeof english> = english;
onAdminLanguageChange((marathi) => {
  adminFormsMessages = marathi?.catalogue.adminFormsMessages ?? english;
});
