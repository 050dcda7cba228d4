// The training-placements messages in the page's language (messages/active-language.ts).
import { trainingPlacementsMessages as english } from "./en/training-placements.js";
import { inPageLanguage } from "./active-language.js";

export const trainingPlacementsMessages = inPageLanguage("trainingPlacementsMessages", english);
