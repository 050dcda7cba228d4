// The disclosure pages' messages in the page's language (messages/active-language.ts).
import { disclosuresMessages as english } from "./en/disclosures.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let disclosuresMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  disclosuresMessages = catalogue?.disclosuresMessages ?? english;
});
