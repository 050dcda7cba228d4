import type { ContentVersionTracker } from "./content-version.js";

// Which stored files a visitor may fetch at /uploads/: those the rows a visitor can reach name
// (each type says which: ContentService.visitorFileKeys). A trashed row's files, a scheduled
// row's before its moment, a submission's, and the older files only kept versions name stay
// for administrators: a clerk who trashes a document put up by mistake takes it off the site,
// not only off its pages. The set is kept per content version, which changes with every write
// to public content and at every publishing moment (content-version.ts), so it is read again
// only after a change, once, however many requests are waiting.

export interface VisitorFiles {
  /**
   * True when a visitor may fetch the stored file under `key`. `recheck` reads the content
   * version again first: with several servers, another one may have published the row a moment
   * ago (within the version's maxAgeMs). Only for a file that exists: it costs a query.
   */
  mayFetch(key: string, options?: { recheck?: boolean }): Promise<boolean>;
}

/** What names files a visitor may fetch: each content type (ContentService) and the site settings. */
export interface NamesVisitorFiles {
  visitorFileKeys(): Promise<string[]>;
}

export function createVisitorFiles(types: readonly NamesVisitorFiles[], contentVersion: ContentVersionTracker): VisitorFiles {
  let known: { version: number; keys: Promise<Set<string>> } | undefined;

  async function readKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    for (const type of types) for (const key of await type.visitorFileKeys()) keys.add(key);
    return keys;
  }

  async function keysNow(): Promise<Set<string>> {
    const version = contentVersion.recent() ?? (await contentVersion.current());
    if (known?.version !== version) {
      const keys = readKeys();
      known = { version, keys };
      // A failed read is not kept: the next request tries again.
      keys.catch(() => {
        if (known?.keys === keys) known = undefined;
      });
    }
    return known.keys;
  }

  return {
    async mayFetch(key, options = {}) {
      if (options.recheck) contentVersion.forget();
      return (await keysNow()).has(key);
    },
  };
}
