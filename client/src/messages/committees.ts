// The committees messages in the page's language (messages/active-language.ts).
import { committeesMessages as english } from "./en/committees.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let committeesMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  committeesMessages = catalogue?.committeesMessages ?? english;
});
