// The department messages in the page's language (messages/active-language.ts).
import { departmentMessages as english } from "./en/department.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let departmentMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  departmentMessages = catalogue?.departmentMessages ?? english;
});
