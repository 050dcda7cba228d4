// The panel's two-step sign-in messages in the panel's language (messages/admin-language.ts).
import { adminTwoStepMessages as english } from "./en/admin-two-step.js";
import { onAdminLanguageChange } from "./admin-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the panel's language's text whenever they use it.
export let adminTwoStepMessages: Translation<typeof english> = english;
onAdminLanguageChange((marathi) => {
  adminTwoStepMessages = marathi?.catalogue.adminTwoStepMessages ?? english;
});
