import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readManifest } from "../../server/src/backup/manifest.js";
import { knownMigrations } from "../../server/src/backup/database-facts.js";
import { startTestServer, type TestServer } from "../support/server.js";

// A start on a database of another release (server/src/backup/before-upgrade.ts): one that a newer
// release has changed is refused in plain words; one that this release will change is backed up
// first, into BACKUP_DIR, in npm run backup's format. On SQLite, or PostgreSQL with TEST_DATABASE_URL.

const FUTURE_MIGRATION = "AChangeFromTheFuture1999999999999";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "college-upgrade-"));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function firstServer(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer({ env });
  cleanups.push(() => server.close());
  return server;
}

const backupsIn = async (dir: string) => (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.startsWith("college-"));

describe("a start on another release's database", () => {
  it("refuses a database that a newer release has changed, and says what to do", async () => {
    const env = { BACKUP_DIR: await tempFolder() };
    const server = await firstServer(env);
    await server.dataSource.query(`INSERT INTO migrations ("timestamp", name) VALUES (1999999999999, '${FUTURE_MIGRATION}')`);
    await server.stop();

    const again = startTestServer({ sameDatabaseAs: server, env });
    await expect(again).rejects.toThrow(
      `This database was last used by a newer version of the site (it has changes this version does not know: ${FUTURE_MIGRATION}). ` +
        "Start the newer version, or restore a backup made before the upgrade:",
    );
    await expect(again).rejects.toThrow(/npm run restore -- /);
    // Refused before anything changed: no backup, no migration undone.
    expect(await backupsIn(env.BACKUP_DIR)).toEqual([]);
  });

  it("backs up a database with data before it runs the migrations it lacks, then starts", async () => {
    const env = { BACKUP_DIR: await tempFolder() };
    const server = await firstServer(env);
    // The database as the previous release left it: without this release's newest migration.
    await server.dataSource.undoLastMigration({ transaction: "each" });
    await server.stop();
    expect(await backupsIn(env.BACKUP_DIR)).toEqual([]);

    const log: string[] = [];
    const upgraded = await startTestServer({ sameDatabaseAs: server, env, log: (line) => log.push(line) });
    cleanups.push(() => upgraded.stop());

    const backups = await backupsIn(env.BACKUP_DIR);
    expect(backups).toHaveLength(1);
    const manifest = await readManifest(path.join(env.BACKUP_DIR, backups[0]!));
    const known = knownMigrations();
    // Taken before the migration ran: the backup's database still lacks it.
    expect(manifest.database.lastMigration).toBe(known[known.length - 2]);
    expect(manifest.database.tables.admin_account).toBeGreaterThan(0);
    expect(log.join("\n")).toContain(`Backup before the upgrade saved in ${path.join(env.BACKUP_DIR, backups[0]!)}`);

    // And the server started, upgraded.
    const rows = (await upgraded.dataSource.query("SELECT name FROM migrations")) as { name: string }[];
    expect(rows.map((row) => row.name)).toContain(known[known.length - 1]);
    const answer = await fetch(`${upgraded.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(answer.status).toBe(200);
  });

  it("does not back up a database that needs no migration, nor a new one", async () => {
    const env = { BACKUP_DIR: await tempFolder() };
    const server = await firstServer(env);
    await server.stop();
    const again = await startTestServer({ sameDatabaseAs: server, env });
    cleanups.push(() => again.stop());
    expect(await backupsIn(env.BACKUP_DIR)).toEqual([]);
  });
});
