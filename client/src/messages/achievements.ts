// The achievements messages in the page's language (messages/active-language.ts).
import { achievementsMessages as english } from "./en/achievements.js";
import { inPageLanguage } from "./active-language.js";

export const achievementsMessages = inPageLanguage("achievementsMessages", english);
