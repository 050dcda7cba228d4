import fs from "node:fs/promises";
import path from "node:path";
import type { DataSource } from "typeorm";
import { readReferencedFiles } from "../backup/database-facts.js";
import { walkFiles } from "../backup/files.js";
import { isSafeStorageKey } from "../storage/file-storage.js";

// What an upload cut short leaves behind (the server killed mid-request, the machine switched
// off): staging folders of requests in DATA_DIR/upload-temp, half-written ".part" files and
// stored files whose row was never committed in the uploads folder. Swept at start. Only what
// is older than the grace period goes, so a second server sharing the folders keeps the upload
// it is receiving right now; in the uploads folder only names the site gives its files are
// touched, and a file that a row names (the same list a backup checks) is always kept.

/** Leftovers younger than this are kept: another server may still be writing them. */
export const LEFTOVER_GRACE_MS = 60 * 60 * 1000;

export interface SweptLeftovers {
  files: number;
  bytes: number;
}

export interface LeftoverUploads {
  sweep(now?: Date): Promise<SweptLeftovers>;
}

interface Entry {
  /** Relative to the root, "/"-separated. */
  key: string;
  full: string;
  size: number;
  mtimeMs: number;
}

async function filesBelow(root: string): Promise<Entry[]> {
  const found: Entry[] = [];
  for (const { key, full } of await walkFiles(root)) {
    const stat = await fs.stat(full).catch(() => null);
    if (stat) found.push({ key, full, size: stat.size, mtimeMs: stat.mtimeMs });
  }
  return found;
}

export function createLeftoverUploads(
  dataSource: DataSource,
  folders: { uploadDir: string; uploadTempDir: string },
  graceMs = LEFTOVER_GRACE_MS,
): LeftoverUploads {
  return {
    async sweep(now = new Date()) {
      const before = now.getTime() - graceMs;
      const swept: SweptLeftovers = { files: 0, bytes: 0 };
      const count = (entries: Entry[]) => {
        swept.files += entries.length;
        swept.bytes += entries.reduce((sum, e) => sum + e.size, 0);
      };

      // Staging folders of requests: a folder goes when nothing in it changed for the grace period.
      for (const name of await fs.readdir(folders.uploadTempDir).catch(() => [] as string[])) {
        const full = path.join(folders.uploadTempDir, name);
        const stat = await fs.stat(full).catch(() => null);
        if (!stat) continue;
        const inside = stat.isDirectory() ? await filesBelow(full) : [{ key: name, full, size: stat.size, mtimeMs: stat.mtimeMs }];
        if (Math.max(stat.mtimeMs, ...inside.map((e) => e.mtimeMs)) >= before) continue;
        await fs.rm(full, { recursive: true, force: true });
        count(inside);
      }

      // The uploads folder: unfinished files, and stored files that no row names.
      const tables = dataSource.entityMetadatas.map((m) => m.tableName);
      const select = (sql: string) => dataSource.query(sql) as Promise<Record<string, unknown>[]>;
      const named = new Set(await readReferencedFiles(select, tables));
      const stale = (await filesBelow(folders.uploadDir)).filter((e) => {
        if (e.mtimeMs >= before) return false;
        const key = e.key.endsWith(".part") ? e.key.slice(0, -".part".length) : e.key;
        if (!isSafeStorageKey(key)) return false;
        return e.key.endsWith(".part") || !named.has(key);
      });
      for (const entry of stale) await fs.rm(entry.full, { force: true });
      count(stale);
      return swept;
    },
  };
}
