import fs from "node:fs/promises";
import path from "node:path";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { readMigrationState, type MigrationState } from "../db/migration-state.js";
import type { DataKeys } from "../secrets/data-key.js";
import { createBackup } from "./backup.js";
import { BackupProblem, postgresToolVersion } from "./databases.js";

// What a start does before it runs a new release's migrations (main.ts, prepareData):
//   - a database that a newer release already changed is refused: this code would read and write
//     tables it does not know the shape of, and no migration of this release can undo theirs;
//   - a database with data and migrations to run is backed up first, as `npm run backup` backs up
//     (same format, same folder, BACKUP_DIR), so that going back is `npm run restore`.
// On PostgreSQL the backup needs pg_dump (the PostgreSQL client tools): without it the start says
// so and goes on, as before this check existed.

type Log = (line: string) => void;

export class DatabaseFromNewerVersion extends Error {}

/** The newest backup folder (college-YYYYMMDD-HHMMSS) in `dir`, if any. */
async function newestBackup(dir: string): Promise<string | undefined> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const backups = names.filter((name) => name.startsWith("college-")).sort();
  return backups.length ? path.join(dir, backups[backups.length - 1]!) : undefined;
}

export async function newerDatabaseMessage(unknown: string[], config: Config): Promise<string> {
  const newest = await newestBackup(config.backupDir);
  const restoreInto = config.isPostgres ? "DATABASE_URL=<a new, empty database>" : "DATA_DIR=<a new, empty folder>";
  const backup = newest ?? `${config.backupDir}/college-YYYYMMDD-HHMMSS`;
  return (
    `This database was last used by a newer version of the site (it has changes this version does not know: ${unknown.join(", ")}). ` +
    `Start the newer version, or restore a backup made before the upgrade: ${restoreInto} npm run restore -- ${backup}` +
    `${newest ? " (the newest backup there; check that it is from before the upgrade)" : ""}, then start this version on it.`
  );
}

/** Refuses a newer release's database; backs up one this start will upgrade. */
export async function prepareForMigrations(
  dataSource: DataSource,
  config: Config,
  log: Log,
  /** The data key that signs the backup (made here on a first start of an old database without one). */
  loadKeys: () => Promise<DataKeys>,
): Promise<MigrationState> {
  const state = await readMigrationState(dataSource);
  if (state.unknown.length) throw new DatabaseFromNewerVersion(await newerDatabaseMessage(state.unknown, config));
  // A new database (no migration yet) has nothing to lose; a current one nothing to run.
  if (state.pending.length === 0 || state.applied.length === 0) return state;
  if (config.isPostgres && !postgresToolVersion("pg_dump")) {
    log(
      `Upgrading the database (${state.pending.length} change(s)) without a backup first: pg_dump is not installed ` +
        "(apt-get install postgresql-client). Back up the database yourself before an upgrade.",
    );
    return state;
  }
  log(`The database needs ${state.pending.length} change(s) of this version (${state.pending.join(", ")}); backing it up first into ${config.backupDir} …`);
  const keys = await loadKeys();
  try {
    const { folder } = await createBackup(config, { into: config.backupDir, keys });
    log(`Backup before the upgrade saved in ${folder} (to go back: npm run restore -- ${folder}).`);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new BackupProblem(`The database was not upgraded, because the backup before the upgrade failed: ${why}`);
  }
  return state;
}
