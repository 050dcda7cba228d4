import fs from "node:fs/promises";
import path from "node:path";
import type { DataSource } from "typeorm";
import { readReferencedFiles } from "../backup/database-facts.js";
import { walkFiles, type FileStorage } from "../storage/file-storage.js";

// What an upload cut short leaves behind (the server killed mid-request, the machine switched
// off): staging folders of requests in DATA_DIR/upload-temp, half-written files and stored
// files whose row was never committed, in the storage (the uploads folder or the bucket). Only
// what is older than the grace period goes, so a second server sharing the storage keeps the
// upload it is receiving right now; in the storage only names the site gives its files are
// touched, and a file that a row names (the same list a backup checks) is always kept. With
// several servers, the sweep runs under a lease (upkeep.ts), so one server does it at a time.

/** Leftovers younger than this are kept: another server may still be writing them. */
export const LEFTOVER_GRACE_MS = 60 * 60 * 1000;

export interface SweptLeftovers {
  files: number;
  bytes: number;
}

export interface LeftoverUploads {
  /** Both sweeps below. */
  sweep(now?: Date): Promise<SweptLeftovers>;
  /** This server's own staging folder (DATA_DIR/upload-temp). */
  sweepStaging(now?: Date): Promise<SweptLeftovers>;
  /** The storage every server shares: run it on one server at a time. */
  sweepStorage(now?: Date): Promise<SweptLeftovers>;
}

function added(a: SweptLeftovers, b: SweptLeftovers): SweptLeftovers {
  return { files: a.files + b.files, bytes: a.bytes + b.bytes };
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

export function createLeftoverUploads(dataSource: DataSource, storage: FileStorage, folders: { uploadTempDir: string }, graceMs = LEFTOVER_GRACE_MS): LeftoverUploads {
  const sweeps: LeftoverUploads = {
    async sweep(now = new Date()) {
      return added(await sweeps.sweepStaging(now), await sweeps.sweepStorage(now));
    },
    async sweepStaging(now = new Date()) {
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
      return swept;
    },
    async sweepStorage(now = new Date()) {
      const before = now.getTime() - graceMs;
      const swept: SweptLeftovers = { files: 0, bytes: 0 };
      // The storage: unfinished writes, and stored files that no row names.
      const unfinished = await storage.sweepUnfinished(new Date(before));
      swept.files += unfinished.files;
      swept.bytes += unfinished.bytes;
      const tables = dataSource.entityMetadatas.map((m) => m.tableName);
      const select = (sql: string) => dataSource.query(sql) as Promise<Record<string, unknown>[]>;
      const named = new Set(await readReferencedFiles(select, tables));
      const orphans = (await storage.list()).filter((file) => file.modified.getTime() < before && !named.has(file.key));
      for (const file of orphans) await storage.delete(file.key);
      swept.files += orphans.length;
      swept.bytes += orphans.reduce((sum, file) => sum + file.size, 0);
      return swept;
    },
  };
  return sweeps;
}
