// The panel's tools messages (API tokens, webhooks, Activity) in the panel's language (messages/admin-language.ts).
import { adminToolsMessages as english } from "./en/admin-tools.js";
import { onAdminLanguageChange } from "./admin-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the panel's language's text whenever they use it.
export let adminToolsMessages: Translation<typeof english> = english;
onAdminLanguageChange((marathi) => {
  adminToolsMessages = marathi?.catalogue.adminToolsMessages ?? english;
});
