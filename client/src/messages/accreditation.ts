// The accreditation messages in the page's language (messages/active-language.ts).
import { accreditationMessages as english } from "./en/accreditation.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let accreditationMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  accreditationMessages = catalogue?.accreditationMessages ?? english;
});
