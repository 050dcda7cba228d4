// The website pages' messages in the page's language (messages/active-language.ts).
import { websiteMessages as english } from "./en/website.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let websiteMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  websiteMessages = catalogue?.websiteMessages ?? english;
});
