import type { FieldWords } from "../../../server/src/content/field-words.js";
import { messagesIn } from "../../../server/src/messages/catalogue.js";
import type { Language } from "./language.js";
import { adminLanguage } from "./admin-language.js";
import { fieldLabel } from "./admin-registry.js";

// The words the panel's forms check fields with (the server's own rules, content/validate.ts):
// the server's catalogue in the panel's language, naming each field by the label the panel
// shows. One object per language, so the schemas built with it are kept per language.

const PANEL_WORDS: Readonly<Record<Language, FieldWords>> = {
  en: { language: "en", messages: messagesIn("en"), label: fieldLabel },
  mr: { language: "mr", messages: messagesIn("mr"), label: fieldLabel },
};

/** The field words in the panel's language now: read when a form is drawn or sent. */
export const panelFieldWords = (): FieldWords => PANEL_WORDS[adminLanguage()];
