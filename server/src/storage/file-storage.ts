import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { IMAGE_VARIANT_WIDTHS } from "../content/kinds/index.js";

/** What serving a stored file needs to know before reading it. */
export interface StoredFileInfo {
  /** In bytes. */
  size: number;
  /** When it was stored; a stored file never changes afterwards. */
  modified: Date;
}

/** A finished file, as listed for the orphan sweep and backups. */
export interface StoredObject extends StoredFileInfo {
  key: string;
}

/** What a sweep of unfinished writes removed. */
export interface SweptFiles {
  files: number;
  bytes: number;
}

/** Bytes `start` to `end` of a file, both included (as in HTTP's Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Keys look like "time-table/5f0c...e1.pdf": a folder per content
 * type and a generated name, never a name from the client. Two implementations: a local folder
 * (below) and an S3-compatible bucket (s3-file-storage.ts: stat is its HEAD, a range its ranged
 * GET); storage-from-config.ts chooses by the settings.
 */
export interface FileStorage {
  /** Stores the stream under `key`; a partial file never becomes visible. */
  put(key: string, source: Readable): Promise<void>;
  /** The file's bytes, or only those of `range`; a missing file fails as the stream's error. */
  open(key: string, range?: ByteRange): Readable;
  /** Size and time of the file under `key`; undefined when there is none. */
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every finished file under a key the site makes (for the orphan sweep and backups). */
  list(): Promise<StoredObject[]>;
  /** Removes writes cut short (a killed server) that started before `before`. */
  sweepUnfinished(before: Date): Promise<SweptFiles>;
  /** Where the files are, for messages: "the folder /srv/uploads", "the bucket college at ...". */
  describe(): string;
  /** The file's address in the store, when visitors are sent there instead of through the server. */
  publicUrl(key: string): string | undefined;
}

/** An upload's generated name, or one of its picture's WebP variants ("<uuid>-640w.webp"). */
const SAFE_KEY = new RegExp(`^[a-z0-9-]+/[a-f0-9-]{36}(\\.(pdf|jpg|png|webp)|-(${IMAGE_VARIANT_WIDTHS.join("|")})w\\.webp)$`);

/** The storage key of the WebP variant `width` pixels wide of the picture stored under `key`. */
export function variantKey(key: string, width: number): string {
  return `${key.replace(/\.[a-z]+$/, "")}-${width}w.webp`;
}

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Refusing an unexpected storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, source: Readable): Promise<void> {
    const finalPath = this.pathOf(key);
    const partPath = `${finalPath}${PART}`;
    await fs.mkdir(path.dirname(finalPath), { recursive: true, mode: 0o700 });
    try {
      await pipeline(source, createWriteStream(partPath, { flags: "wx", mode: 0o600 }));
      await fs.rename(partPath, finalPath);
    } catch (error) {
      await fs.rm(partPath, { force: true });
      throw error;
    }
  }

  open(key: string, range?: ByteRange): Readable {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : undefined);
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    try {
      const stats = await fs.stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size, modified: stats.mtime } : undefined;
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === "ENOENT" || code === "ENOTDIR") return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async list(): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    for (const { key, full } of await walkFiles(this.root)) {
      if (!isSafeStorageKey(key)) continue;
      const stats = await fs.stat(full).catch(() => null);
      if (stats) found.push({ key, size: stats.size, modified: stats.mtime });
    }
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** Half-written ".part" files of keys the site makes. */
  async sweepUnfinished(before: Date): Promise<SweptFiles> {
    const swept: SweptFiles = { files: 0, bytes: 0 };
    for (const { key, full } of await walkFiles(this.root)) {
      if (!key.endsWith(PART) || !isSafeStorageKey(key.slice(0, -PART.length))) continue;
      const stats = await fs.stat(full).catch(() => null);
      if (!stats || stats.mtimeMs >= before.getTime()) continue;
      await fs.rm(full, { force: true });
      swept.files += 1;
      swept.bytes += stats.size;
    }
    return swept;
  }

  describe(): string {
    return `the folder ${this.root}`;
  }

  publicUrl(): undefined {
    return undefined;
  }
}

const PART = ".part";

/**
 * Every file below `root`, each with its "/"-separated key relative to it ("time-table/x.pdf")
 * and its full path. A missing folder lists as empty.
 */
export async function walkFiles(root: string): Promise<{ key: string; full: string }[]> {
  const found: { key: string; full: string }[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full, `${prefix}${entry.name}/`);
      else if (entry.isFile()) found.push({ key: `${prefix}${entry.name}`, full });
    }
  }
  await walk(root, "");
  return found;
}
