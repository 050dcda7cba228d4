// The students-corner messages in the page's language (messages/active-language.ts).
import { studentsCornerMessages as english } from "./en/students-corner.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let studentsCornerMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  studentsCornerMessages = catalogue?.studentsCornerMessages ?? english;
});
