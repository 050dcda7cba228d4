import type { StoredFileFacts } from "../content/kinds/files.js";
import type { FileStorage } from "../storage/file-storage.js";
import { CONTENT_TYPE_BY_EXTENSION } from "../storage/upload-check.js";

// The type and size of stored documents, shown beside every download link. A storage key names
// one file for its whole life (a replaced file gets a new key), so what was read once stays
// true: it is kept in a small bounded map instead of asking the disk on every list.

const REMEMBERED_FILES = 20_000;

export interface FileFacts {
  /** The facts of the files under `keys` that exist, by key. */
  load(keys: string[]): Promise<Map<string, StoredFileFacts>>;
  /** Whether the file under `key` is stored now, asked of the storage (the link check: a file lost since it was read is missing, and forgotten). */
  isStored(key: string): Promise<boolean>;
}

export function createFileFacts(storage: FileStorage): FileFacts {
  const known = new Map<string, StoredFileFacts>();

  async function read(key: string): Promise<StoredFileFacts | undefined> {
    const remembered = known.get(key);
    if (remembered) return remembered;
    const contentType = CONTENT_TYPE_BY_EXTENSION[key.slice(key.lastIndexOf(".") + 1)];
    if (!contentType) return undefined;
    const info = await storage.stat(key).catch(() => undefined);
    if (!info) return undefined; // Not remembered: it may yet appear (a restore).
    const facts = { key, contentType, bytes: info.size };
    if (known.size >= REMEMBERED_FILES) known.delete(known.keys().next().value as string);
    known.set(key, facts);
    return facts;
  }

  return {
    async load(keys) {
      const found = new Map<string, StoredFileFacts>();
      await Promise.all(
        [...new Set(keys)].map(async (key) => {
          const facts = await read(key);
          if (facts) found.set(key, facts);
        }),
      );
      return found;
    },
    async isStored(key) {
      if (await storage.stat(key).catch(() => undefined)) return true;
      known.delete(key);
      return false;
    },
  };
}
