// The common messages in the page's language (messages/active-language.ts).
import { common as english } from "./en/common.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let common: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  common = catalogue?.common ?? english;
});
