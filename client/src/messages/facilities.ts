// The facilities messages in the page's language (messages/active-language.ts).
import { facilitiesMessages as english } from "./en/facilities.js";
import { inPageLanguage } from "./active-language.js";

export const facilitiesMessages = inPageLanguage("facilitiesMessages", english);
