import type { Language } from "../content/languages.js";
import type { MessageCatalogue, MessageKey, MessageParams } from "./catalogue-shape.js";
import { english } from "./english.js";
import { marathi } from "./marathi.js";

// The server's words in a language (english.ts, marathi.ts). Both are small and load with the
// server and the panel; the public site's islands never import them.

export type { MessageCatalogue, MessageKey, MessageParams } from "./catalogue-shape.js";

export const CATALOGUES: Readonly<Record<Language, MessageCatalogue>> = { en: english, mr: marathi };

export const messagesIn = (language: Language): MessageCatalogue => CATALOGUES[language];

/** One message with its parameters, in a language. */
export function renderMessage<K extends MessageKey>(language: Language, key: K, params: MessageParams<K>): string {
  const say = CATALOGUES[language][key] as (p: MessageParams<K>) => string;
  return say(params);
}
