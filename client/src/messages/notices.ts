// The notices messages in the page's language (messages/active-language.ts).
import { noticesMessages as english } from "./en/notices.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let noticesMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  noticesMessages = catalogue?.noticesMessages ?? english;
});
