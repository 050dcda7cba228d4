import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import pg from "pg";
import { readDatabaseFacts, type DatabaseFacts, type SelectRows } from "./database-facts.js";
import { openSqliteFile } from "./sqlite-file.js";

// Taking a consistent copy of the database while the server keeps using it, and putting one
// back. SQLite: VACUUM INTO from a connection of our own (one read transaction, so the copy is
// the database as of one instant; the server's writers are not blocked in WAL mode).
// PostgreSQL: pg_dump inside a snapshot exported by a transaction of ours, so the facts we read
// (counts, file names) describe exactly the rows the dump holds.

export class BackupProblem extends Error {}

/* ---------- SQLite ---------- */

async function sqliteTables(select: SelectRows): Promise<string[]> {
  const rows = await select("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  return rows.map((r) => String(r.name));
}

/** Writes a consistent copy of the live SQLite database to `target` (which must not exist). */
export async function snapshotSqlite(livePath: string, target: string): Promise<void> {
  if (!fs.existsSync(livePath)) {
    throw new BackupProblem(`There is no database at ${livePath}. Check DATA_DIR (or set DATABASE_URL for PostgreSQL).`);
  }
  const db = await openSqliteFile(livePath);
  try {
    await db.run("VACUUM INTO ?", [target]);
  } finally {
    await db.close();
  }
}

/** Counts, last migration and file names of a SQLite database file (opened read-only). */
export async function sqliteFacts(file: string): Promise<DatabaseFacts> {
  const db = await openSqliteFile(file, { readOnly: true });
  try {
    const select: SelectRows = (sql) => db.all(sql);
    return await readDatabaseFacts(select, await sqliteTables(select));
  } finally {
    await db.close();
  }
}

/** SQLite's own check of a database file; resolves with "ok" or the problems it found. */
export async function sqliteQuickCheck(file: string): Promise<string> {
  const db = await openSqliteFile(file, { readOnly: true });
  try {
    const rows = await db.all<{ quick_check: string }>("PRAGMA quick_check");
    return rows.map((r) => r.quick_check).join("; ");
  } finally {
    await db.close();
  }
}

/* ---------- PostgreSQL ---------- */

/** The URL without its password, and an environment carrying the password for pg_dump/pg_restore. */
function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = "";
  }
  return { dbname: url.toString(), env };
}

/** Where the URL points, for messages (no password). */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `database "${decodeURIComponent(url.pathname.slice(1))}" on ${url.hostname}${url.port ? `:${url.port}` : ""}`;
  } catch {
    return "the PostgreSQL database";
  }
}

/** The version line of a PostgreSQL tool, or null when it is not installed. */
export function postgresToolVersion(tool: "pg_dump" | "pg_restore"): string | null {
  const result = spawnSync(tool, ["--version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim();
}

export function requirePostgresTool(tool: "pg_dump" | "pg_restore"): string {
  const version = postgresToolVersion(tool);
  if (!version) {
    throw new BackupProblem(
      `${tool} is not installed, and it is needed for a PostgreSQL database. ` +
        `Install the PostgreSQL client tools (on Debian or Ubuntu: apt-get install postgresql-client) and try again.`,
    );
  }
  return version;
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      if (stderr.length < 20_000) stderr += chunk;
    });
    child.on("error", (error) => reject(new BackupProblem(`Could not run ${tool}: ${error.message}`)));
    child.on("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupProblem(`${tool} failed (${signal ? `signal ${signal}` : `exit code ${code}`}):\n${stderr.trim()}`));
    });
  });
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new BackupProblem(`Could not connect to the ${describeDatabaseUrl(databaseUrl)}: ${(error as Error).message}`);
  }
  return client;
}

async function postgresTables(select: SelectRows): Promise<string[]> {
  const rows = await select("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'");
  return rows.map((r) => String(r.name));
}

/**
 * Dumps the database to `target` (pg_dump's custom format) and reads the facts of the same
 * snapshot. Resolves with the facts and the server's version.
 */
export async function snapshotPostgres(databaseUrl: string, target: string): Promise<{ facts: DatabaseFacts; serverVersion: string }> {
  const client = await connect(databaseUrl);
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ id: string; version: string }>("SELECT pg_export_snapshot() AS id, current_setting('server_version') AS version");
    const snapshot = rows[0]!;
    const select: SelectRows = async (sql) => (await client.query(sql)).rows as Record<string, unknown>[];
    const { dbname, env } = toolConnection(databaseUrl);
    // pg_dump works in our snapshot while this transaction stays open.
    const dump = runTool("pg_dump", ["--format=custom", `--snapshot=${snapshot.id}`, `--file=${target}`, `--dbname=${dbname}`], env);
    let facts: DatabaseFacts;
    try {
      facts = await readDatabaseFacts(select, await postgresTables(select));
    } finally {
      await dump.catch(() => undefined); // wait for it either way; its error is reported below
    }
    await dump.catch((error: Error) => {
      if (/server version mismatch/.test(error.message)) {
        throw new BackupProblem(
          `The PostgreSQL server is version ${snapshot.version}, newer than this machine's pg_dump (${postgresToolVersion("pg_dump")}). ` +
            `Install the PostgreSQL client tools of version ${snapshot.version.split(/[ .]/)[0]} or newer.\n${error.message}`,
        );
      }
      throw error;
    });
    await client.query("COMMIT");
    return { facts, serverVersion: snapshot.version };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Names of the tables in the database (empty for a new database). */
export async function postgresTableList(databaseUrl: string): Promise<string[]> {
  const client = await connect(databaseUrl);
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1",
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Loads a pg_dump file into an empty database, all or nothing. */
export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  const { dbname, env } = toolConnection(databaseUrl);
  await runTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, dumpFile], env);
}

export async function postgresFacts(databaseUrl: string): Promise<DatabaseFacts> {
  const client = await connect(databaseUrl);
  try {
    const select: SelectRows = async (sql) => (await client.query(sql)).rows as Record<string, unknown>[];
    return await readDatabaseFacts(select, await postgresTables(select));
  } finally {
    await client.end().catch(() => undefined);
  }
}
