import type { FieldSpec } from "./field-spec.js";
import type { Language } from "./languages.js";
import { messagesIn, type MessageCatalogue } from "../messages/catalogue.js";

// The words the fields' rules speak (content/kinds/, validate.ts): a language's catalogue and how
// a field is named in it. The server names fields by the registry's labels in each language
// (server-field-words.ts), the panel by the labels it shows (client/src/messages/admin-field-words.ts).

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

/** The registry's own words: what the rules say unless told otherwise (the server's Marathi: server-field-words.ts). */
export const ENGLISH_FIELD_WORDS: FieldWords = { language: "en", messages: messagesIn("en"), label: (field) => field.label };

/** One field's `say` in the given words. */
export const sayFor = (field: FieldSpec, words: FieldWords): FieldSay => ({ m: words.messages, label: words.label(field) });
