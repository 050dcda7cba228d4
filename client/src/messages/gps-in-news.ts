// The gps-in-news messages in the page's language (messages/active-language.ts).
import { gpsInNewsMessages as english } from "./en/gps-in-news.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let gpsInNewsMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  gpsInNewsMessages = catalogue?.gpsInNewsMessages ?? english;
});
