// The institute messages in the page's language (messages/active-language.ts).
import { instituteMessages as english } from "./en/institute.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let instituteMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  instituteMessages = catalogue?.instituteMessages ?? english;
});
