import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startServer } from "../../server/src/main.js";
import { createLogger, type Logger } from "../../server/src/base/logger.js";
import type { Services } from "../../server/src/compose.js";
import type { DataSource } from "typeorm";
import { createTestDatabase } from "./postgres.js";
import { copySeededTemplate } from "./seeded-template.js";
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, testServerConfig } from "./test-config.js";

export { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_DATA_KEY } from "./test-config.js";

export interface TestServer {
  url: string;
  services: Services;
  /** The server's database connection (to count the statements a request costs). */
  dataSource: DataSource;
  dataDir: string;
  uploadDir: string;
  adminEmail: string;
  adminPassword: string;
  /** "sqlite" or "postgres": which database this server runs on. */
  database: "sqlite" | "postgres";
  /** The PostgreSQL URL of its database, when it runs on PostgreSQL. */
  databaseUrl?: string;
  /** Every line its logger wrote (JSON: one per request, and the errors), oldest first. */
  logLines(): string[];
  /** Those lines' messages ("request" for a request's line). */
  logMessages(): string[];
  /** Stops this server process's listener and database connection, keeping the data. */
  stop(): Promise<void>;
  /** Stops it (when running) and removes its data. */
  close(): Promise<void>;
}

/** The servers started and not yet closed, whose log a failing test prints (log-on-failure.ts). */
const runningServers = new Set<TestServer>();

export function runningTestServers(): ReadonlySet<TestServer> {
  return runningServers;
}

/** Keeps `server` in the running set until it closes. */
function tracked(server: TestServer): TestServer {
  runningServers.add(server);
  const close = server.close;
  server.close = async () => {
    runningServers.delete(server);
    await close();
  };
  return server;
}

/**
 * The real server, listening on a random loopback port, on a database of its own: a new SQLite
 * file in a temp folder, or a new PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function startTestServer(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    sameDatabaseAs?: TestServer;
    log?: (line: string) => void;
    /** The server's clock (publishing dates, the trash's age), for tests that drive time. */
    now?: () => Date;
  } = {},
): Promise<TestServer> {
  const shared = options.sameDatabaseAs;
  if (shared) return startSecondInstance(shared, options.env ?? {}, options.log);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "college-test-"));
  // The demo content is seeded once per test run and copied for each server that asks for it
  // (seeded-template.ts); a server with a driven clock seeds its own, at its own time.
  const postgres =
    options.seed && !options.now ? await copySeededTemplate(dataDir) : process.env.TEST_DATABASE_URL ? await createTestDatabase(process.env.TEST_DATABASE_URL) : null;
  const config = testServerConfig({ dataDir, databaseUrl: postgres?.url, seed: options.seed ?? false, env: options.env });
  if (options.now) config.now = options.now;
  const logged = capturedLog();
  const running = await startServer(config, options.log ?? (() => undefined), logged.logger);
  const stop = once(() => running.close());
  return tracked({
    logLines: logged.lines,
    logMessages: logged.messages,
    url: running.url,
    services: running.services,
    dataSource: running.dataSource,
    dataDir,
    uploadDir: config.uploadDir,
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    database: postgres ? "postgres" : "sqlite",
    databaseUrl: postgres?.url,
    stop,
    async close() {
      await stop();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * Another server instance on the database and uploads folder of `first`, as behind a load
 * balancer. Closing it leaves the database to `first`.
 */
async function startSecondInstance(first: TestServer, env: Record<string, string>, log: (line: string) => void = () => undefined): Promise<TestServer> {
  const config = testServerConfig({ dataDir: first.dataDir, databaseUrl: first.databaseUrl, seed: false, env });
  const logged = capturedLog();
  const running = await startServer(config, log, logged.logger);
  const stop = once(() => running.close());
  return tracked({
    ...first,
    url: running.url,
    services: running.services,
    dataSource: running.dataSource,
    logLines: logged.lines,
    logMessages: logged.messages,
    stop,
    close: stop,
  });
}

/** A logger that keeps its lines in memory (written at once, in order), for tests to read. */
function capturedLog(): { logger: Logger; lines: () => string[]; messages: () => string[] } {
  const lines: string[] = [];
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
  return {
    logger,
    lines: () => lines.map((line) => line.replace(/\n$/, "")),
    messages: () => lines.map((line) => String((JSON.parse(line) as { msg?: unknown }).msg ?? "")),
  };
}

/** A function that runs `work` the first time it is called and returns that promise after. */
function once(work: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= work());
}

/** Every file below the uploads folder, as keys ("time-table/....pdf"). */
export async function listUploadedFiles(uploadDir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(dir: string, prefix: string) {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else found.push(`${prefix}${entry.name}`);
    }
  }
  await walk(uploadDir, "");
  return found.sort();
}
