// The gps-in-news messages in the page's language (messages/active-language.ts).
import { gpsInNewsMessages as english } from "./en/gps-in-news.js";
import { inPageLanguage } from "./active-language.js";

export const gpsInNewsMessages = inPageLanguage("gpsInNewsMessages", english);
