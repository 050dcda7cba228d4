// The lightbox messages in the page's language (messages/active-language.ts).
import { lightboxMessages as english } from "./en/lightbox.js";
import { onLanguageChange } from "./active-language.js";
import type { Translation } from "./translation.js";

// A live binding: importers read the page's language's text whenever they use it.
export let lightboxMessages: Translation<typeof english> = english;
onLanguageChange((catalogue) => {
  lightboxMessages = catalogue?.lightboxMessages ?? english;
});
