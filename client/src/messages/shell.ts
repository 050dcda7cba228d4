// The shell messages in the page's language (messages/active-language.ts).
import { shell as english } from "./en/shell.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let shell: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  shell = catalogue?.shell ?? english;
});
