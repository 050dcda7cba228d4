import type { Language } from "./language.js";

/**
 * A language with its Marathi messages chunk (undefined for English), and the messages modules
 * that follow it: each registers once (and is told the current chunk at once), then is told of
 * every change. The site's (active-language.ts) and the panel's (admin-language.ts) are two.
 */
export function languageFollowers<Chunk>() {
  const listeners: ((chunk: Chunk | undefined) => void)[] = [];
  let language: Language = "en";
  let current: Chunk | undefined;
  return {
    follow(apply: (chunk: Chunk | undefined) => void): void {
      listeners.push(apply);
      apply(current);
    },
    change(next: Language, chunk: Chunk | undefined): void {
      current = chunk;
      language = next;
      for (const apply of listeners) apply(current);
    },
    language: (): Language => language,
  };
}
