// The achievements messages in the page's language (messages/active-language.ts).
import { achievementsMessages as english } from "./en/achievements.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let achievementsMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  achievementsMessages = catalogue?.achievementsMessages ?? english;
});
