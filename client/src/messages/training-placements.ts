// The training-placements messages in the page's language (messages/active-language.ts).
import { trainingPlacementsMessages as english } from "./en/training-placements.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let trainingPlacementsMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  trainingPlacementsMessages = catalogue?.trainingPlacementsMessages ?? english;
});
