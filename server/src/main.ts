import "reflect-metadata";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { DataSource } from "typeorm";
import { buildRequestListener, startPageRenderWorkers, type RequestListenerWithClose } from "./app.js";
import { loadConfig, type Config } from "./config.js";
import { loadSettingsFile } from "./settings-file.js";
import { createDataSource, runMigrations } from "./db/data-source.js";
import type { Services } from "./compose.js";
import { dailyUpkeep, dataKeyFor, servicesAfterUpkeep } from "./upkeep.js";
import { keepNewFilesPrivate, preparePrivateDataFolder } from "./storage/private-files.js";
import { stepTimes, type StepTimes } from "./base/step-times.js";
import { CONTENT_CHANGED_CHANNEL, listenForNotices } from "./db/change-notices.js";
import { holdStartLock } from "./db/start-lock.js";
import { prepareForMigrations } from "./backup/before-upgrade.js";
import { closeConnectionsWhenStopping, closeGracefully } from "./http/graceful-close.js";
import { createLogger, errorText, sharedLogger, setSharedLogger, type Logger } from "./base/logger.js";
import { databasePoolOf, queueLengths } from "./db/queue-sizes.js";

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  /** The database connection, for tests and tools that watch what the server asks of it. */
  dataSource: DataSource;
  /** Where the start's time went: "database 60 ms, migrations 4 ms, ..." */
  startSteps: string;
  /**
   * Stops: /readyz answers 503, no new connections, the requests in flight finish (those still
   * running after `graceMs`, default SHUTDOWN_GRACE_S, are cut), the background work ends.
   */
  close(graceMs?: number): Promise<void>;
}

interface PreparedData {
  dataSource: DataSource;
  services: Services;
  steps: StepTimes;
}

/**
 * Opens the database, brings its schema up to date, does the start's upkeep, seeds an empty
 * one and makes the first administrator: everything a start does before it serves.
 */
export async function prepareData(config: Config, log: (line: string) => void): Promise<PreparedData> {
  const steps = stepTimes();
  await preparePrivateDataFolder({ ...config, sqlitePath: config.isPostgres ? undefined : config.sqlitePath });
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  steps.done("database");
  // Other servers starting on the same PostgreSQL wait here until this one has prepared the data.
  const releaseStartLock = await holdStartLock(dataSource).catch(async (error: unknown) => {
    await dataSource.destroy();
    throw error;
  });
  let services: Services;
  try {
    // Under the start lock: one server backs up and upgrades, the others then find nothing to run.
    await prepareForMigrations(dataSource, config, log, async () => (await dataKeyFor(config, dataSource, log)).keys);
    steps.done("upgrade check");
    await runMigrations(dataSource);
    steps.done("migrations");
    services = await servicesAfterUpkeep(dataSource, config, log);
    steps.done("upkeep");

    if (!config.NO_SEED && (await services.settings.isEmpty())) {
      const { seedDemoContent } = await import("./seed/seed.js");
      const started = Date.now();
      await seedDemoContent(services);
      log(`Demo content added to the empty database in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      steps.done("demo content");
    }

    const firstAdmin = await services.auth.ensureFirstAdmin();
    if (firstAdmin.created) {
      log(`Created the first administrator: ${firstAdmin.email}`);
      if (firstAdmin.generatedPassword) {
        log(`Its password, shown only this once: ${firstAdmin.generatedPassword}`);
        log("Sign in and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.");
      }
    }
  } catch (error) {
    await releaseStartLock().catch(() => undefined);
    await dataSource.destroy();
    throw error;
  }
  await releaseStartLock();
  steps.done("first administrator");
  return { dataSource, services, steps };
}

/**
 * Prepares the data (prepareData) and listens. `log` hears the start's and the upkeep's lines
 * (default: `logger`, at info); `logger` writes one line per request and the errors.
 */
export async function startServer(config: Config = loadConfig(), log?: (line: string) => void, logger: Logger = sharedLogger()): Promise<RunningServer> {
  log ??= (line) => logger.info(line);
  // A render worker loads the page render beside the data's preparation (the other core).
  const renderPool = startPageRenderWorkers(config, (line) => logger.error(line));
  let prepared: PreparedData | undefined;
  let requests: RequestListenerWithClose;
  try {
    prepared = await prepareData(config, log);
    const { dataSource } = prepared;
    requests = await buildRequestListener(
      prepared.services,
      { logger, queueLengths: () => queueLengths(dataSource), databasePool: databasePoolOf(dataSource) },
      undefined,
      renderPool,
    );
  } catch (error) {
    await renderPool?.close();
    await prepared?.dataSource.destroy();
    throw error;
  }
  const { dataSource, services, steps } = prepared;
  steps.done("app");
  const server = createServer(requests.listener);
  closeConnectionsWhenStopping(server, () => services.readiness.state === "stopping");
  // Headers come first and are small: a client that has not sent them in 20 s is not a browser.
  server.headersTimeout = 20_000;
  server.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  steps.done("listen");
  // Other servers on the same PostgreSQL: their writes empty this one's caches at once.
  const notices = config.isPostgres
    ? listenForNotices(config.DATABASE_URL!, CONTENT_CHANGED_CHANNEL, (payload) => services.contentVersion.heardNotice(payload), log)
    : undefined;
  const stopDailyUpkeep = dailyUpkeep(services, log);
  const stopWebhookDeliveries = services.upkeep.webhookDeliveries.start();
  const stopSearchIndexer = services.upkeep.searchIndexer.start();
  services.readiness.markServing();
  const port = (server.address() as AddressInfo).port;
  services.siteAddress.listening(port);
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const url = `http://${host}:${port}`;

  return {
    url,
    port,
    services,
    dataSource,
    startSteps: steps.summary(),
    async close(graceMs = config.SHUTDOWN_GRACE_S * 1000) {
      services.readiness.markStopping();
      stopDailyUpkeep();
      // The requests in flight finish while the background work ends its current item.
      const [outcome] = await Promise.all([closeGracefully(server, graceMs), stopWebhookDeliveries(), stopSearchIndexer()]);
      if (outcome === "cut") log(`Requests still running after ${graceMs / 1000} s were cut off (SHUTDOWN_GRACE_S).`);
      await notices?.close();
      await requests.close();
      await dataSource.destroy();
    },
  };
}

/** `--prepare-only`: npm start's first start prepares the data while it builds the website. */
async function prepareOnly(config: Config, logger: Logger): Promise<void> {
  const { dataSource, steps } = await prepareData(config, (line) => logger.info(line));
  await dataSource.destroy();
  logger.info(`Data prepared: ${steps.summary()}.`);
}

async function runFromShell(): Promise<void> {
  keepNewFilesPrivate();
  const started = performance.now();
  loadSettingsFile();
  const config = loadConfig();
  // Every line the server writes from here goes through this logger, at LOG_LEVEL.
  const logger = createLogger({ level: config.LOG_LEVEL });
  setSharedLogger(logger);
  // The start's lines are shown whatever LOG_LEVEL says: a few, once per start, and one of them
  // may be the first administrator's password, shown nowhere else.
  const startLog = logger.child({}, { level: "info" });
  if (process.argv.includes("--prepare-only")) return prepareOnly(config, startLog);
  const running = await startServer(config, (line) => startLog.info(line), logger);
  const database = config.isPostgres ? "PostgreSQL" : `SQLite at ${config.sqlitePath}`;
  // The start's lines for a person (as text in a terminal); never a request's line.
  startLog.info(`Start steps: ${running.startSteps}.`);
  // The process's age also counts loading the code, which happens before `started`.
  startLog.info(`Ready in ${Math.round(performance.now() - started)} ms (${Math.round(process.uptime() * 1000)} ms after the process started), using ${database}.`);
  startLog.info(`Public site:        ${running.url}/`);
  startLog.info(`Administration:     ${running.url}/admin-login/`);
  startLog.info(`GraphQL API:        ${running.url}/graphql`);
  startLog.info(`Legacy endpoint:    ${running.url}/connection.php`);
  // For npm start's supervisor: from now on a crash is restarted at once, never given up on.
  process.send?.({ ready: true });
  // SIGTERM (systemd, a deploy): /readyz says 503 for DRAIN_DELAY_S first, so that a load balancer
  // stops sending requests before the listener closes. Ctrl-C in a terminal stops at once.
  const shutdown = (signal: NodeJS.Signals) => {
    running.services.readiness.markStopping();
    const delayMs = signal === "SIGTERM" ? config.DRAIN_DELAY_S * 1000 : 0;
    if (delayMs > 0) startLog.info(`Stopping: /readyz answers 503; the server stops accepting in ${config.DRAIN_DELAY_S} s.`);
    setTimeout(() => {
      running
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.fatal(`The server did not stop cleanly: ${errorText(error)}`);
          logger.flush(() => process.exit(1));
        });
    }, delayMs);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFromShell().catch((error: unknown) => {
    const logger = sharedLogger();
    logger.fatal(errorText(error));
    logger.flush(() => process.exit(1));
  });
}
