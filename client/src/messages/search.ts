// The search messages in the page's language (messages/active-language.ts).
import { searchMessages as english } from "./en/search.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let searchMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  searchMessages = catalogue?.searchMessages ?? english;
});
