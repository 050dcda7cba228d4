import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { startServer, type RunningServer } from "../../server/src/main.js";
import { createTestDatabase, postgresAvailable } from "../support/postgres.js";
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_DATA_KEY } from "../support/server.js";

// Servers deployed at the same moment on a new database: one prepares it (migrations, the first
// administrator) while the others wait on the start lock (db/start-lock.ts), then find it done.

const available = await postgresAvailable();
const running: RunningServer[] = [];
const folders: string[] = [];
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const server of running) await server.close();
  await drop?.();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

// Three starts in one process run every migration on PostgreSQL: 31 s beside the other suites on
// a busy 2-core machine, past the project's 30 s; the limit is for a hang, not for speed.
describe.runIf(available)("three servers started at once on a new PostgreSQL database", { timeout: 120_000 }, () => {
  it("prepare it once and all serve", async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const starts = [1, 2, 3].map(async (n) => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `college-start-${n}-`));
      folders.push(dataDir);
      const config = loadConfig({
        NODE_ENV: "test",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        DATA_KEY: TEST_DATA_KEY,
        ADMIN_EMAIL: TEST_ADMIN_EMAIL,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        NO_SEED: "true",
        SERVE_CLIENT: "false",
      });
      const server = await startServer(config, () => undefined);
      running.push(server);
      return server;
    });
    const servers = await Promise.all(starts);
    const [first] = servers;
    const migrations = (await first!.dataSource.query("SELECT name, count(*)::int AS n FROM migrations GROUP BY name")) as { n: number }[];
    expect(migrations.length).toBeGreaterThan(3);
    expect(migrations.every((m) => m.n === 1)).toBe(true);
    const admins = (await first!.dataSource.query("SELECT count(*)::int AS n FROM admin_account")) as { n: number }[];
    expect(admins[0]!.n).toBe(1);
    for (const server of servers) {
      const answer = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ notices(limit: 1) { totalCount } }")}`);
      expect(answer.status).toBe(200);
    }
  });
});
