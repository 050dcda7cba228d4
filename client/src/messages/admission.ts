// The admission messages in the page's language (messages/active-language.ts).
import { admissionMessages as english } from "./en/admission.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let admissionMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  admissionMessages = catalogue?.admissionMessages ?? english;
});
