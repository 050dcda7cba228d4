// The account messages in the page's language (messages/active-language.ts).
import { accountMessages as english } from "./en/account.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let accountMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  accountMessages = catalogue?.accountMessages ?? english;
});
