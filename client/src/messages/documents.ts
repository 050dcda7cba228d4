// The documents messages in the page's language (messages/active-language.ts).
import { documentsMessages as english } from "./en/documents.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let documentsMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  documentsMessages = catalogue?.documentsMessages ?? english;
});
