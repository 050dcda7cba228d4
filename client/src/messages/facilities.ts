// The facilities messages in the page's language (messages/active-language.ts).
import { facilitiesMessages as english } from "./en/facilities.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let facilitiesMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  facilitiesMessages = catalogue?.facilitiesMessages ?? english;
});
