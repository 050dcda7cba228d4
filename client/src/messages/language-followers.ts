import type { Language } from "./language.js";

/**
 * A language with its Marathi messages chunk (undefined for English), and the messages that
 * follow it. The site's (active-language.ts) and the panel's (admin-language.ts) are two.
 */
export function languageFollowers<Chunk>() {
  let language: Language = "en";
  let current: Chunk | undefined;
  return {
    change(next: Language, chunk: Chunk | undefined): void {
      current = chunk;
      language = next;
    },
    language: (): Language => language,
    chunk: (): Chunk | undefined => current,
    /**
     * Messages that give the current language's text at each read: a proxy over the English
     * whose properties come from `inChunk(chunk)` while a chunk is selected. Keys are the
     * English's (a translation has the same ones, translation.ts), so Object.keys, entries and
     * spread work too. Read them when drawing: a copy taken earlier keeps that moment's language.
     */
    messages<T extends object>(english: T, inChunk: (chunk: Chunk) => T): T {
      const text = (): T => (current === undefined ? english : inChunk(current));
      return new Proxy(english, {
        get: (_, key) => Reflect.get(text(), key),
        getOwnPropertyDescriptor(_, key) {
          const descriptor = Reflect.getOwnPropertyDescriptor(english, key);
          return descriptor && "value" in descriptor ? { ...descriptor, value: Reflect.get(text(), key) } : descriptor;
        },
      });
    },
  };
}
