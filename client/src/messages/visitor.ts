// The visitor's site's added words in the page's language (messages/active-language.ts).
import { visitorMessages as english } from "./en/visitor.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let visitorMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  visitorMessages = catalogue?.visitorMessages ?? english;
});
