import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where uploaded files live. Keys look like "time-table/5f0c...e1.pdf": a folder per content
 * type and a generated name, never a name from the client. The first implementation is a local
 * folder; an S3-compatible store can implement the same three verbs later.
 */
export interface FileStorage {
  /** Stores the stream under `key`; a partial file never becomes visible. */
  put(key: string, source: Readable): Promise<void>;
  open(key: string): Readable;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9-]{36}\.(pdf|jpg|png|webp)$/;

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
    const partPath = `${finalPath}.part`;
    await fs.mkdir(path.dirname(finalPath), { recursive: true });
    try {
      await pipeline(source, createWriteStream(partPath, { flags: "wx" }));
      await fs.rename(partPath, finalPath);
    } catch (error) {
      await fs.rm(partPath, { force: true });
      throw error;
    }
  }

  open(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
