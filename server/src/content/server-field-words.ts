import { messagesIn } from "../messages/catalogue.js";
import { ENGLISH_FIELD_WORDS, type FieldWords } from "./field-words.js";
import type { FieldSpec } from "./field-spec.js";
import type { Language } from "./languages.js";
import { registryMarathi } from "./registry-marathi.js";
import { englishFieldOf, fieldTranslation } from "./registry-words.js";

// The words the server's own checks name fields with (services/validation.ts): in English the
// registry's labels, in Marathi the labels the panel shows (registry-marathi.json); a field with
// none is left unnamed, and its message stands beside the field.

function marathiLabel(field: FieldSpec): string {
  const english = englishFieldOf(field);
  if (english) {
    const label = marathiLabel(english);
    return label ? `${label} (मराठी)` : "";
  }
  return fieldTranslation(field, registryMarathi)?.label ?? "";
}

const SERVER_WORDS: Readonly<Record<Language, FieldWords>> = {
  en: ENGLISH_FIELD_WORDS,
  mr: { language: "mr", messages: messagesIn("mr"), label: marathiLabel },
};

/** The server's field words in a language (one object per language, so built schemas are cached per language). */
export const serverFieldWords = (language: Language): FieldWords => SERVER_WORDS[language];

/** A field's label in each language's messages ("" where a language has none), as errors take it (base/errors.ts FieldLabel). */
export const fieldLabelIn =
  (field: FieldSpec) =>
  (language: Language): string =>
    SERVER_WORDS[language].label(field);
