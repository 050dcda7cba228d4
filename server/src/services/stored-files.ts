import type { Readable } from "node:stream";
import { isSafeStorageKey, type ByteRange, type FileStorage, type StoredFileInfo } from "../storage/file-storage.js";
import { CONTENT_TYPE_BY_EXTENSION } from "../storage/upload-check.js";
import type { VisitorFiles } from "./visitor-files.js";
import type { StoredFileNames } from "./stored-file-names.js";
import type { ContentService } from "./content-service.types.js";
import { isPrivileged, type Actor } from "../base/actor.js";
import { readsEveryRow } from "../auth/roles.js";

// Reading uploaded files, for serving them at /uploads/: the transports get this, never the
// storage. Files are written and removed only by the content services, with their rows.

export interface StoredFile extends StoredFileInfo {
  key: string;
  /** The type its bytes were checked for when it was stored, from its extension. */
  contentType: string;
  /** The name it was uploaded with, offered to whoever downloads it; absent for a file stored before names were kept. */
  name?: string;
}

export interface StoredFiles {
  /** The file under `key`; undefined for a key the site never makes, or one that holds nothing. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** Its bytes, or only those of `range` (both ends included); only for a key `stat` found. */
  open(file: StoredFile, range?: ByteRange): Readable;
  /** Where visitors are sent for the file instead (S3_PUBLIC_URL), or undefined to stream it. */
  redirectFor(key: string): string | undefined;
  /** False for a file only administrators may fetch (services/visitor-files.ts, which says what `recheck` costs). */
  visitorMayFetch(key: string, options?: { recheck?: boolean }): Promise<boolean>;
}

export function createStoredFiles(storage: FileStorage, visitorFiles: VisitorFiles, names?: Pick<StoredFileNames, "load">): StoredFiles {
  return {
    visitorMayFetch: (key, options) => visitorFiles.mayFetch(key, options),
    async stat(key) {
      if (!isSafeStorageKey(key)) return undefined;
      const contentType = CONTENT_TYPE_BY_EXTENSION[key.slice(key.lastIndexOf(".") + 1)];
      if (!contentType) return undefined;
      const info = await storage.stat(key);
      if (!info) return undefined;
      const name = (await names?.load([key]))?.get(key);
      return { key, contentType, size: info.size, modified: info.modified, ...(name ? { name } : {}) };
    },
    open(file, range) {
      return storage.open(file.key, range);
    },
    redirectFor(key) {
      return isSafeStorageKey(key) ? storage.publicUrl(key) : undefined;
    },
  };
}

/**
 * Whether a signed-in account may fetch a file withheld from visitors (a scheduled or trashed
 * row's, a submission's): one who reads every row may; an editor only a file that a row within
 * its reach names, or a change waiting for approval that it made or may approve (`readsPending`).
 */
export async function mayFetchWithheld(
  content: Readonly<Record<string, ContentService>>,
  actor: Actor,
  key: string,
  readsPending?: (actor: Actor, key: string) => Promise<boolean>,
): Promise<boolean> {
  if (!isPrivileged(actor)) return false;
  if (readsEveryRow(actor)) return true;
  for (const service of Object.values(content)) if (await service.readsFile(actor, key)) return true;
  return (await readsPending?.(actor, key)) === true;
}
