// The alumni messages in the page's language (messages/active-language.ts).
import { alumniMessages as english } from "./en/alumni.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let alumniMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  alumniMessages = catalogue?.alumniMessages ?? english;
});
