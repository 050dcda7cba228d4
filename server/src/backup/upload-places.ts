import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.js";
import type { FileStorage } from "../storage/file-storage.js";
import { storageFromConfig } from "../storage/storage-from-config.js";
import { copyFileWithChecksum, copyStreamWithChecksum, isEmptyFolder, listFiles, type CopiedFile } from "./files.js";

// Where a backup reads the uploaded files from and a restore puts them back: the uploads folder
// (every file in it, as the backups always did) or the S3 bucket (S3_BUCKET: the objects under
// keys the site makes). The backup folder itself always holds them as files.

export interface UploadsPlace {
  /** For messages: "/srv/college/uploads", "the bucket college at http://...". */
  description: string;
  /** Shorter, inside sentences: "the uploads folder", "the bucket". */
  name: string;
  /** Every finished file, as keys. */
  list(): Promise<string[]>;
  /** Copies the file to `to`, with its checksum; null when it is gone (deleted meanwhile). */
  copyOut(key: string, to: string): Promise<CopiedFile | null>;
  /** Stores the backup's file `from` under `key`. */
  putBack(key: string, from: string): Promise<void>;
  /** Removes what putBack stored (a restore that failed). */
  undo(keys: string[]): Promise<void>;
  /** True when nothing is stored. */
  isEmpty(): Promise<boolean>;
}

function folderPlace(uploadDir: string): UploadsPlace {
  return {
    description: uploadDir,
    name: "the uploads folder",
    list: () => listFiles(uploadDir),
    // An open file handle keeps the bytes readable even if the site deletes the file now.
    copyOut: (key, to) => copyFileWithChecksum(path.join(uploadDir, key), to),
    async putBack(key, from) {
      const copy = await copyFileWithChecksum(from, path.join(uploadDir, ...key.split("/")));
      if (!copy) throw Object.assign(new Error(`${from} is missing`), { code: "ENOENT" });
    },
    async undo() {
      for (const entry of await fs.readdir(uploadDir).catch(() => [] as string[])) {
        await fs.rm(path.join(uploadDir, entry), { recursive: true, force: true });
      }
    },
    isEmpty: () => isEmptyFolder(uploadDir),
  };
}

function storagePlace(storage: FileStorage): UploadsPlace {
  return {
    description: storage.describe(),
    name: "the bucket",
    list: async () => (await storage.list()).map((file) => file.key),
    copyOut: (key, to) => copyStreamWithChecksum(storage.open(key), to),
    putBack: (key, from) => storage.put(key, createReadStream(from)),
    async undo(keys) {
      for (const key of keys) await storage.delete(key).catch(() => undefined);
    },
    isEmpty: async () => (await storage.list()).length === 0,
  };
}

export function uploadsPlaceFor(config: Config): UploadsPlace {
  return config.S3_BUCKET ? storagePlace(storageFromConfig(config)) : folderPlace(config.uploadDir);
}
