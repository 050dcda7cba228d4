import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { DataSource, type DataSourceOptions } from "typeorm";
import type { Config } from "../config.js";
import { ALL_ENTITIES, applyTimestampTypes } from "./entities/index.js";
import { MIGRATIONS } from "./migrations/index.js";
import { sourceOfTableIn } from "./public-sources.js";
import { readSourcesLogger } from "../base/read-sources.js";
import { gateSqliteConnection } from "./sqlite-gate.js";

export type DatabaseConfig = Pick<Config, "isPostgres" | "DATABASE_URL" | "sqlitePath" | "dataDir">;

/** A DataSource that also gives timestamp columns their driver's type (entities/column-types.ts). */
class CollegeDataSource extends DataSource {
  protected override async buildMetadatas(): Promise<void> {
    await super.buildMetadatas();
    applyTimestampTypes(this);
  }
}

/**
 * The sqlite3 module as TypeORM should see it. TypeORM calls `verbose()` on the driver it is
 * given, and sqlite3's verbose mode captures a stack trace and formats every argument (the SQL
 * and its values, personal data included) on each call: a quarter of a list query's time, and
 * values copied into error texts. This hands TypeORM the plain module instead.
 */
function quietSqlite3(): object {
  const sqlite3 = createRequire(import.meta.url)("sqlite3") as object;
  return Object.assign(Object.create(sqlite3) as object, { verbose: () => sqlite3 });
}

/**
 * The database of the site: PostgreSQL when DATABASE_URL is set, otherwise a SQLite file in
 * the data folder. Entities and migrations are listed, not globbed, so a bundled server works.
 * The caller initializes it and runs the migrations (`runMigrations`).
 */
export function createDataSource(config: DatabaseConfig): DataSource {
  const common = {
    entities: ALL_ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: false,
  } as const;

  let options: DataSourceOptions;
  if (config.isPostgres) {
    if (!config.DATABASE_URL) throw new Error("DATABASE_URL is needed to use PostgreSQL.");
    options = { ...common, type: "postgres", url: config.DATABASE_URL, poolSize: 10 };
  } else {
    fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
    // WAL lets another process read while a write is running; busyTimeout makes a second
    // process's writer wait instead of failing with SQLITE_BUSY. Within this process, writes are
    // serialised by the gate (sqlite-gate.ts).
    options = {
      ...common,
      type: "sqlite",
      driver: quietSqlite3(),
      database: config.sqlitePath,
      enableWAL: true,
      busyTimeout: 5000,
    };
  }
  // The logger writes nothing: it tells the answer caches which tables a computation read.
  const dataSource: DataSource = new CollegeDataSource({ ...options, logger: readSourcesLogger((table) => sourceOfTable(table)) });
  const sourceOfTable = sourceOfTableIn(dataSource);
  if (!config.isPostgres) gateSqliteConnection(dataSource);
  return dataSource;
}

/** Applies every pending migration, each in its own transaction. */
export function runMigrations(dataSource: DataSource) {
  return dataSource.runMigrations({ transaction: "each" });
}
