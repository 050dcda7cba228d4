import type { FieldSpec } from "./field-spec.js";
import type { Language } from "./languages.js";
import { messagesIn, type MessageCatalogue } from "../messages/catalogue.js";

// The words the fields' rules speak (content/kinds/, validate.ts): a language's catalogue and how
// a field is named in it. The server names fields by their registry label in English and by none
// in Marathi (it knows no Marathi labels: the message then stands beside its field, or names
// itself); the panel passes its own Marathi labels (client/src/messages/admin-registry.ts).

export interface FieldWords {
  language: Language;
  messages: MessageCatalogue;
  label(field: FieldSpec): string;
}

/** What one kind's schema gets: the language's messages, and its field's name in that language. */
export interface FieldSay {
  m: MessageCatalogue;
  label: string;
}

const SERVER_WORDS: Readonly<Record<Language, FieldWords>> = {
  en: { language: "en", messages: messagesIn("en"), label: (field) => field.label },
  mr: { language: "mr", messages: messagesIn("mr"), label: () => "" },
};

/** The server's field words in a language (one object per language, so built schemas are cached per language). */
export const serverFieldWords = (language: Language): FieldWords => SERVER_WORDS[language];

export const ENGLISH_FIELD_WORDS = SERVER_WORDS.en;

/** One field's `say` in the given words. */
export const sayFor = (field: FieldSpec, words: FieldWords): FieldSay => ({ m: words.messages, label: words.label(field) });
