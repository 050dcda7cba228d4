import "reflect-metadata";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { buildRequestListener } from "./app.js";
import { loadConfig, type Config } from "./config.js";
import { createDataSource, runMigrations } from "./db/data-source.js";
import { createServices, databaseHoldsSealedValues, type Services } from "./compose.js";
import { DataKeyMissing, DataKeyProblem, loadDataKey, type LoadedDataKey } from "./secrets/data-key.js";
import { keepNewFilesPrivate, preparePrivateDataFolder } from "./storage/private-files.js";
import { formatBytes } from "./backup/manifest.js";

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The data key (secrets/data-key.ts): made on the first start, but never while the database
 * holds values sealed with a key, which a new one could not open.
 */
async function dataKeyFor(config: Config, dataSource: import("typeorm").DataSource, log: (line: string) => void): Promise<LoadedDataKey> {
  try {
    return loadDataKey(config, { create: false });
  } catch (error) {
    if (!(error instanceof DataKeyMissing)) throw error;
    if (await databaseHoldsSealedValues(dataSource)) {
      throw new DataKeyProblem(`${error.message} This database holds Aadhaar numbers encrypted with that key; without it they cannot be read.`);
    }
  }
  const made = loadDataKey(config, { create: true });
  if (made.created) {
    log(`Made the data key ${made.source}: it encrypts the Aadhaar numbers and signs the backups.`);
    log("Keep a copy of it somewhere safe, apart from the backups: without it the Aadhaar numbers in the database and in every backup are lost.");
  }
  return made;
}

/** Submissions past SUBMISSION_RETENTION_MONTHS are deleted, and the log says how many. */
async function purgeOldSubmissions(services: Services, log: (line: string) => void): Promise<void> {
  const purged = await services.upkeep.retention.purge();
  if (purged.length) {
    const what = purged.map((p) => `${p.count} ${p.label.toLowerCase()}`).join(" and ");
    log(`Deleted ${what} older than ${services.upkeep.retention.months} months (SUBMISSION_RETENTION_MONTHS).`);
  }
}

/** Opens the database, brings its schema up to date, seeds an empty one, and listens. */
export async function startServer(
  config: Config = loadConfig(),
  log: (line: string) => void = (line) => console.log(line),
): Promise<RunningServer> {
  await preparePrivateDataFolder({ ...config, sqlitePath: config.isPostgres ? undefined : config.sqlitePath });
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  let services: Services;
  try {
    // Deleted rows' bytes are overwritten, not left in the file's free space.
    if (!config.isPostgres) await dataSource.query("PRAGMA secure_delete = ON");
    await runMigrations(dataSource);
    const dataKey = await dataKeyFor(config, dataSource, log);
    services = createServices(dataSource, config, dataKey.keys);
    await services.upkeep.sealedFields.checkDataKey(dataKey.source);
    const sealed = await services.upkeep.sealedFields.sealClearValues();
    if (sealed > 0) {
      log(`Encrypted ${sealed} Aadhaar number(s) that an earlier version had stored in clear.`);
    }
    const swept = await services.upkeep.leftoverUploads.sweep();
    if (swept.files > 0) {
      log(`Removed ${swept.files} file(s), ${formatBytes(swept.bytes)}, left by uploads that did not finish or whose record was never saved.`);
    }
    await purgeOldSubmissions(services, log);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }

  if (!config.NO_SEED && (await services.settings.isEmpty())) {
    const { seedDemoContent } = await import("./seed/seed.js");
    const started = Date.now();
    await seedDemoContent(services);
    log(`Demo content added to the empty database in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  const firstAdmin = await services.auth.ensureFirstAdmin();
  if (firstAdmin.created) {
    log(`Created the first administrator: ${firstAdmin.email}`);
    if (firstAdmin.generatedPassword) {
      log(`Its password, shown only this once: ${firstAdmin.generatedPassword}`);
      log("Sign in and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.");
    }
  }

  const server = createServer(await buildRequestListener(services));
  // Headers come first and are small: a client that has not sent them in 20 s is not a browser.
  server.headersTimeout = 20_000;
  server.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const daily = setInterval(() => {
    purgeOldSubmissions(services, log).catch((error: unknown) =>
      console.error(`Old submissions could not be deleted: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, DAY_MS);
  daily.unref();
  const port = (server.address() as AddressInfo).port;
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const url = `http://${host}:${port}`;

  return {
    url,
    port,
    services,
    async close() {
      clearInterval(daily);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dataSource.destroy();
    },
  };
}

async function runFromShell(): Promise<void> {
  keepNewFilesPrivate();
  const started = performance.now();
  const config = loadConfig();
  const running = await startServer(config);
  const database = config.isPostgres ? "PostgreSQL" : `SQLite at ${config.sqlitePath}`;
  console.log(`Ready in ${Math.round(performance.now() - started)} ms, using ${database}.`);
  console.log(`Public site:        ${running.url}/`);
  console.log(`Administration:     ${running.url}/admin-login/`);
  console.log(`GraphQL API:        ${running.url}/graphql`);
  console.log(`Legacy endpoint:    ${running.url}/connection.php`);
  const shutdown = () => {
    running.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFromShell().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
