// The lightbox messages in the page's language (messages/active-language.ts).
import { lightboxMessages as english } from "./en/lightbox.js";
import { inPageLanguage } from "./active-language.js";

export const lightboxMessages = inPageLanguage("lightboxMessages", english);
