import type { DataSource } from "typeorm";
import { MIGRATIONS } from "./migrations/index.js";

// Which migrations a database has, against the ones this version of the site knows: read before
// any runs, so that a start can back up a database it is about to upgrade and refuse one that a
// newer version already upgraded (its tables may have columns this code would break).

export interface MigrationState {
  /** Migrations recorded in the database. */
  applied: string[];
  /** Known here, not yet in the database: what this start would run. */
  pending: string[];
  /** In the database, unknown here: a newer version of the site ran them. */
  unknown: string[];
}

/** TypeORM's default: data-source.ts leaves migrationsTableName unset. */
const MIGRATIONS_TABLE = "migrations";

/** Names of the migrations this version of the site knows, oldest first. */
export function knownMigrations(): string[] {
  return MIGRATIONS.map((Migration) => new Migration().name ?? Migration.name);
}

export async function readMigrationState(dataSource: DataSource): Promise<MigrationState> {
  const known = knownMigrations();
  const runner = dataSource.createQueryRunner();
  let applied: string[] = [];
  try {
    if (await runner.hasTable(MIGRATIONS_TABLE)) {
      const rows = (await runner.query(`SELECT name FROM ${MIGRATIONS_TABLE}`)) as { name: string }[];
      applied = rows.map((row) => String(row.name));
    }
  } finally {
    await runner.release();
  }
  const inDatabase = new Set(applied);
  const knownHere = new Set(known);
  return {
    applied,
    pending: known.filter((name) => !inDatabase.has(name)),
    unknown: applied.filter((name) => !knownHere.has(name)),
  };
}
