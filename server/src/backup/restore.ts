import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.js";
import { knownMigrations, type DatabaseFacts } from "./database-facts.js";
import {
  BackupProblem,
  describeDatabaseUrl,
  postgresFacts,
  postgresTableList,
  requirePostgresTool,
  restorePostgres,
  sqliteFacts,
  sqliteQuickCheck,
} from "./databases.js";
import { checksumOf, copyFileWithChecksum, isEmptyFolder, isInside, type CopiedFile } from "./files.js";
import { uploadsPlaceFor } from "./upload-places.js";
import { checkManifestSignature, readManifest, type Manifest } from "./manifest.js";
import type { DataKeys } from "../secrets/data-key.js";
import { PRIVATE_FOLDER_MODE } from "../storage/private-files.js";

// Puts a backup back into an empty data folder (and, for PostgreSQL, an empty database):
// the manifest and every checksum are checked, nothing existing is ever overwritten, and the
// restored database is read back and compared with the manifest before the command says done.

export interface RestoreOptions {
  log?: (line: string) => void;
  /** The data key the restored site will run with: it must be the one that signed the backup. */
  keys: DataKeys;
  /** Where that key came from, for messages ("DATA_KEY" or the key file's path). */
  keySource: string;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the database went: a SQLite file path, or a description of the PostgreSQL database. */
  databaseTarget: string;
  uploadDir: string;
  /** True when the backup's schema is older than this version's: the server upgrades it on start. */
  needsMigration: boolean;
}

export class RestoreRefused extends Error {}

async function entriesOf(dir: string): Promise<string[]> {
  return fs.readdir(dir).catch(() => []);
}

function describeEntries(entries: string[]): string {
  const shown = entries.slice(0, 5).join(", ");
  return entries.length > 5 ? `${shown} and ${entries.length - 5} more` : shown;
}

async function refuseNonEmpty(dir: string, what: string): Promise<void> {
  if (await isEmptyFolder(dir)) return;
  const entries = await entriesOf(dir);
  throw new RestoreRefused(
    `The ${what} ${dir} is not empty (it holds ${entries.length ? describeEntries(entries) : "a file of that name"}). ` +
      `A backup is only restored into an empty place, so that nothing is overwritten: ` +
      `choose a new, empty folder, or move this one away first.`,
  );
}

function compareCounts(expected: Record<string, number>, found: DatabaseFacts, where: string): void {
  const differences: string[] = [];
  for (const [table, count] of Object.entries(expected)) {
    const now = found.tables[table];
    if (now !== count) differences.push(`${table}: ${now ?? "missing"} instead of ${count}`);
  }
  if (differences.length) {
    throw new BackupProblem(`The restored database in ${where} does not match the backup's manifest (${differences.join("; ")}).`);
  }
}

export async function restoreBackup(config: Config, backupFolder: string, options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const folder = path.resolve(backupFolder);
  const manifest = await readManifest(folder);
  // Made by this site's key and unchanged since: then the checksums below can be trusted.
  checkManifestSignature(manifest, options.keys, options.keySource);
  const { database, uploads } = manifest;

  // The right kind of database for this backup.
  if (database.kind === "postgres" && !config.isPostgres) {
    throw new RestoreRefused("This backup holds a PostgreSQL database. Set DATABASE_URL to a new, empty PostgreSQL database to restore it.");
  }
  if (database.kind === "sqlite" && config.isPostgres) {
    throw new RestoreRefused("This backup holds a SQLite database. Leave DATABASE_URL unset and set DATA_DIR to a new, empty folder to restore it.");
  }
  const known = knownMigrations();
  const position = known.indexOf(database.lastMigration);
  if (position < 0) {
    throw new RestoreRefused(
      `This backup was made by a newer version of the site (its database has the change "${database.lastMigration}", which this version does not know). ` +
        "Update the site's code first, then restore.",
    );
  }
  if (isInside(config.uploadDir, folder) || isInside(folder, config.uploadDir) || (!config.isPostgres && isInside(folder, config.dataDir))) {
    throw new RestoreRefused("The backup folder and the folder to restore into overlap; restore into another folder.");
  }

  // Only into an empty place.
  const place = uploadsPlaceFor(config);
  const inBucket = Boolean(config.S3_BUCKET);
  const refuseNonEmptyUploads = async () => {
    if (!inBucket) return refuseNonEmpty(config.uploadDir, "uploads folder");
    if (!(await place.isEmpty())) {
      throw new RestoreRefused(
        `The uploads' storage, ${place.description}, already holds files. A backup is only restored into an empty place, so that nothing is overwritten: ` +
          "create a new, empty bucket and point S3_BUCKET at it.",
      );
    }
  };
  if (config.isPostgres) {
    const tables = await postgresTableList(config.DATABASE_URL!);
    if (tables.length) {
      throw new RestoreRefused(
        `The ${describeDatabaseUrl(config.DATABASE_URL!)} is not empty (it has ${tables.length} table(s), such as ${describeEntries(tables)}). ` +
          "A backup is only restored into an empty database, so that nothing is overwritten: create a new one (createdb NAME) and point DATABASE_URL at it.",
      );
    }
    await refuseNonEmptyUploads();
    requirePostgresTool("pg_restore");
  } else {
    await refuseNonEmpty(config.dataDir, "data folder");
    await refuseNonEmptyUploads();
  }

  // The database file as the manifest describes it, before anything is written.
  const databaseSource = path.join(folder, database.file);
  let databaseChecksum: CopiedFile;
  try {
    databaseChecksum = await checksumOf(databaseSource);
  } catch {
    throw new BackupProblem(`The backup has no ${database.file}; it is incomplete.`);
  }
  if (databaseChecksum.sha256 !== database.sha256 || databaseChecksum.size !== database.size) {
    throw new BackupProblem(`${databaseSource} is not the file the manifest describes (its checksum differs): the backup is damaged.`);
  }

  /** Folders this command made (the outermost of each mkdir), removed again if it fails. */
  const createdFolders: string[] = [];
  const putBack: string[] = [];
  let databaseWritten = false;
  try {
    const folders = [...(config.isPostgres ? [] : [config.dataDir]), ...(inBucket ? [] : [config.uploadDir])];
    for (const dir of folders) {
      const created = await fs.mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      if (created) createdFolders.push(created);
    }
    // Uploaded files first, each checked against its checksum as it is copied.
    log(`Restoring ${uploads.fileCount} uploaded file(s) into ${place.description} …`);
    for (const entry of uploads.files) {
      const from = path.join(folder, uploads.folder, ...entry.path.split("/"));
      const copy = await checksumOf(from).catch(() => null);
      if (!copy) throw new BackupProblem(`The backup lacks the file ${entry.path} that its manifest lists; it is incomplete.`);
      if (copy.sha256 !== entry.sha256 || copy.size !== entry.size) {
        throw new BackupProblem(`The file ${entry.path} in the backup is damaged (its checksum differs from the manifest).`);
      }
      putBack.push(entry.path);
      await place.putBack(entry.path, from);
    }

    // Then the database, read back and compared with the manifest.
    let facts: DatabaseFacts;
    let databaseTarget: string;
    if (config.isPostgres) {
      databaseTarget = `PostgreSQL ${describeDatabaseUrl(config.DATABASE_URL!)}`;
      log(`Restoring the database into the ${describeDatabaseUrl(config.DATABASE_URL!)} with pg_restore …`);
      databaseWritten = true;
      await restorePostgres(config.DATABASE_URL!, databaseSource);
      facts = await postgresFacts(config.DATABASE_URL!);
    } else {
      databaseTarget = `SQLite at ${config.sqlitePath}`;
      log(`Restoring the database into ${config.sqlitePath} …`);
      const partial = `${config.sqlitePath}.restoring`;
      databaseWritten = true;
      const copy = await copyFileWithChecksum(databaseSource, partial);
      if (!copy || copy.sha256 !== database.sha256) throw new BackupProblem("The database file changed while it was being copied; try again.");
      const check = await sqliteQuickCheck(partial);
      if (check !== "ok") throw new BackupProblem(`The database in the backup is damaged (SQLite's check says: ${check}).`);
      facts = await sqliteFacts(partial);
      await fs.rename(partial, config.sqlitePath);
    }
    compareCounts(database.tables, facts, databaseTarget);
    const present = new Set(uploads.files.map((f) => f.path));
    const missingAtBackup = new Set(uploads.missing);
    const absent = facts.referencedFiles.filter((key) => !present.has(key) && !missingAtBackup.has(key));
    if (absent.length) {
      throw new BackupProblem(`The restored database names ${absent.length} file(s) the backup does not hold, such as ${absent[0]}.`);
    }
    return { manifest, databaseTarget, uploadDir: place.description, needsMigration: position < known.length - 1 };
  } catch (error) {
    // The target was empty: take back what this command put there, so it can simply be run again.
    for (const dir of createdFolders) await fs.rm(dir, { recursive: true, force: true });
    if (!config.isPostgres) {
      await fs.rm(`${config.sqlitePath}.restoring`, { force: true });
      if (databaseWritten) await fs.rm(config.sqlitePath, { force: true });
    }
    await place.undo(putBack);
    if (config.isPostgres && databaseWritten && !(error instanceof BackupProblem && /^pg_restore failed/.test(error.message))) {
      (error as Error).message += `\nThe ${describeDatabaseUrl(config.DATABASE_URL!)} may now hold part of the backup; drop and create it again before retrying.`;
    }
    throw error;
  }
}
