import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.js";
import type { DatabaseFacts } from "./database-facts.js";
import { BackupProblem, describeDatabaseUrl, requirePostgresTool, snapshotPostgres, snapshotSqlite, sqliteFacts } from "./databases.js";
import { checksumOf, isInside, type CopiedFile } from "./files.js";
import { uploadsPlaceFor } from "./upload-places.js";
import { POSTGRES_FILE, SQLITE_FILE, UPLOADS_FOLDER, writeManifest, type Manifest } from "./manifest.js";
import type { DataKeys } from "../secrets/data-key.js";
import { makePrivateFolder, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../storage/private-files.js";

// A backup while the site is serving. Uploaded files are immutable (every upload gets a new
// name), stored before the row naming them is committed, and deleted only after that row is
// gone. So:
//   1. copy every file of the uploads folder;
//   2. take the database snapshot (one instant) and read, from the snapshot itself, which files
//      its rows name;
//   3. copy the files that appeared meanwhile;
// and every file a row of the snapshot names is now in the copy: it existed before its row was
// committed, hence before the snapshot, and it can only have gone if its row was deleted after
// the snapshot, in which case 2 and 3 are tried again (the new snapshot no longer names it).
// Files copied in 1 that the site deleted before the snapshot are dropped again.

export const SNAPSHOT_ATTEMPTS = 3;

export interface BackupOptions {
  /** The folder that receives backup folders (default ./backups). */
  into: string;
  /** The site's data key: signs the manifest. */
  keys: DataKeys;
  log?: (line: string) => void;
  /** For tests: called before each database snapshot (attempt 1, 2, ...) and right after it. */
  beforeSnapshot?: (attempt: number) => Promise<void>;
  afterSnapshot?: (attempt: number) => Promise<void>;
}

export interface BackupResult {
  folder: string;
  manifest: Manifest;
  attempts: number;
}

function stamp(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-` + `${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** A new folder name below `root`: college-YYYYMMDD-HHMMSS, with -2, -3... when taken. */
async function freshName(root: string, now: Date): Promise<string> {
  const base = `college-${stamp(now)}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!(await exists(path.join(root, name))) && !(await exists(path.join(root, `.${name}.partial`)))) return name;
  }
}

export async function createBackup(config: Config, options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => undefined);
  const root = path.resolve(options.into);
  if (isInside(root, config.uploadDir)) {
    throw new BackupProblem(`The backup folder ${root} is inside the uploads folder ${config.uploadDir}; choose another place with --to.`);
  }
  const uploads = uploadsPlaceFor(config);
  const dumpTool = config.isPostgres ? requirePostgresTool("pg_dump") : undefined;

  // Backups hold password hashes and personal data: folders 0700, files 0600.
  await fs.mkdir(root, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const name = await freshName(root, new Date());
  // Built under a hidden name and renamed when complete: a folder named college-... is whole.
  const work = path.join(root, `.${name}.partial`);
  await makePrivateFolder(work);
  await makePrivateFolder(path.join(work, UPLOADS_FOLDER));
  try {
    const copied = new Map<string, CopiedFile>();
    /** Copies the files not copied yet; resolves with every file present in the live folder. */
    async function copyNewFiles(): Promise<Set<string>> {
      const live = await uploads.list();
      for (const key of live) {
        if (copied.has(key)) continue;
        const copy = await uploads.copyOut(key, path.join(work, UPLOADS_FOLDER, key));
        if (copy) copied.set(key, copy);
      }
      return new Set(live);
    }

    log(`Copying the uploaded files from ${uploads.description} …`);
    await copyNewFiles();

    const databaseFile = path.join(work, config.isPostgres ? POSTGRES_FILE : SQLITE_FILE);
    let facts: DatabaseFacts | undefined;
    let serverVersion: string | undefined;
    let snapshotAt = new Date();
    let live = new Set<string>();
    let missing: string[] = [];
    let attempts = 0;
    while (attempts < SNAPSHOT_ATTEMPTS) {
      attempts += 1;
      await fs.rm(databaseFile, { force: true });
      await options.beforeSnapshot?.(attempts);
      snapshotAt = new Date();
      if (config.isPostgres) {
        log(`Saving the PostgreSQL ${describeDatabaseUrl(config.DATABASE_URL!)} with pg_dump …`);
        ({ facts, serverVersion } = await snapshotPostgres(config.DATABASE_URL!, databaseFile));
      } else {
        log(`Saving the database ${config.sqlitePath} …`);
        await snapshotSqlite(config.sqlitePath, databaseFile);
        facts = await sqliteFacts(databaseFile);
      }
      await fs.chmod(databaseFile, PRIVATE_FILE_MODE);
      await options.afterSnapshot?.(attempts);
      live = await copyNewFiles();
      missing = facts.referencedFiles.filter((key) => !copied.has(key));
      if (missing.length === 0) break;
      if (attempts < SNAPSHOT_ATTEMPTS) {
        log(`${missing.length} file(s) named by the database were not in ${uploads.name} (the site may have just replaced or deleted them); saving the database again.`);
      }
    }
    if (!facts) throw new BackupProblem("The database could not be saved.");

    // Files the site deleted before the snapshot (their rows are not in it) are not kept.
    const referenced = new Set(facts.referencedFiles);
    for (const key of [...copied.keys()]) {
      if (!referenced.has(key) && !live.has(key)) {
        copied.delete(key);
        await fs.rm(path.join(work, UPLOADS_FOLDER, key), { force: true });
      }
    }

    const files = [...copied.entries()].map(([key, copy]) => ({ path: key, size: copy.size, sha256: copy.sha256 }));
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const databaseChecksum = await checksumOf(databaseFile);
    const unsigned: Manifest = {
      format: "gp-college-backup",
      formatVersion: 1,
      snapshotAt: snapshotAt.toISOString(),
      finishedAt: new Date().toISOString(),
      database: {
        kind: config.isPostgres ? "postgres" : "sqlite",
        file: config.isPostgres ? POSTGRES_FILE : SQLITE_FILE,
        size: databaseChecksum.size,
        sha256: databaseChecksum.sha256,
        lastMigration: facts.lastMigration,
        tables: facts.tables,
        ...(serverVersion ? { serverVersion, dumpTool } : {}),
      },
      uploads: {
        folder: UPLOADS_FOLDER,
        fileCount: files.length,
        totalBytes: files.reduce((sum, f) => sum + f.size, 0),
        referencedCount: facts.referencedFiles.length,
        missing,
        files,
      },
    };
    const manifest = await writeManifest(work, unsigned, options.keys);
    const folder = path.join(root, name);
    await fs.rename(work, folder);
    return { folder, manifest, attempts };
  } catch (error) {
    await fs.rm(work, { recursive: true, force: true });
    throw error;
  }
}
