import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { createServices, databaseHoldsSealedValues, type Services } from "./compose.js";
import { DataKeyMissing, DataKeyProblem, loadDataKey, type LoadedDataKey } from "./secrets/data-key.js";
import { formatBytes } from "./backup/manifest.js";
import { sharedLogger } from "./base/logger.js";

// What the server does with its data by itself, beside the composition of the services: at
// start, the data key is found (or made), checked against the stored personal data, values an
// earlier version stored in clear are sealed, what unfinished uploads left is swept and old
// submissions, audit entries past their time and old trash are deleted; then the same once a day.
//
// Several servers may share the database (and the uploads' storage): each job that changes
// shared data runs under a lease (services/lease.ts), so one server does it while the others
// skip it. Jobs that arrive later must do the same: `services.leases.runExclusively("<job>", ttl, work)`.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than any of the jobs below can take; a server that died holding a lease frees it after this. */
const JOB_LEASE_MS = 30 * 60 * 1000;
/** The link check's first run after a start. */
const FIRST_LINK_CHECK_MS = 5 * 60 * 1000;

type Log = (line: string) => void;

/**
 * The data key (secrets/data-key.ts): made on the first start, but never while the database
 * holds values sealed with a key, which a new one could not open.
 */
export async function dataKeyFor(config: Config, dataSource: DataSource, log: Log): Promise<LoadedDataKey> {
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
async function purgeOldSubmissions(services: Services, log: Log): Promise<void> {
  const run = await services.leases.runExclusively("upkeep:retention", JOB_LEASE_MS, () => services.upkeep.retention.purge());
  const purged = run.ran ? run.result : [];
  if (purged.length) {
    const what = purged.map((p) => `${p.count} ${p.label.toLowerCase()}`).join(" and ");
    log(`Deleted ${what} older than ${services.upkeep.retention.months} months (SUBMISSION_RETENTION_MONTHS).`);
  }
}

/** Audit entries past AUDIT_DAYS are deleted, and the log says how many. */
export async function purgeOldAuditEntries(services: Services, log: Log, now = new Date()): Promise<void> {
  const run = await services.leases.runExclusively("upkeep:audit-log", JOB_LEASE_MS, () => services.audit.purge(now));
  const purged = run.ran ? run.result : 0;
  if (purged > 0) log(`Deleted ${purged} audit log entries older than ${services.audit.days} days (AUDIT_DAYS).`);
}

/** Rows in the trash longer than TRASH_DAYS are removed for ever, with their files. */
export async function emptyOldTrash(services: Services, log: Log): Promise<void> {
  const { config } = services;
  const cutoff = new Date(config.now().getTime() - config.TRASH_DAYS * DAY_MS);
  const run = await services.leases.runExclusively("upkeep:trash", JOB_LEASE_MS, async () => {
    let purged = 0;
    for (const service of Object.values(services.content)) purged += await service.purgeTrashedBefore(cutoff);
    return purged;
  });
  const count = run.ran ? run.result : 0;
  if (count) log(`Deleted for ever ${count} item(s) that had been in the trash for more than ${config.TRASH_DAYS} days (TRASH_DAYS).`);
}

/** Checks every link in visitors' content (services/links/); the dashboard lists the broken ones. */
export async function checkLinks(services: Services, log: Log): Promise<void> {
  const run = await services.leases.runExclusively("upkeep:links", JOB_LEASE_MS, () => services.links.checkAll());
  if (run.ran && run.result > 0) log(`The link check found ${run.result} broken link(s) in the content: the dashboard lists them.`);
}

/** The services on an opened, migrated database, once the start's upkeep is done. */
export async function servicesAfterUpkeep(dataSource: DataSource, config: Config, log: Log): Promise<Services> {
  // Deleted rows' bytes are overwritten, not left in the file's free space.
  if (!config.isPostgres) await dataSource.query("PRAGMA secure_delete = ON");
  const dataKey = await dataKeyFor(config, dataSource, log);
  const services = createServices(dataSource, config, dataKey.keys);
  await services.upkeep.sealedFields.checkDataKey(dataKey.source);
  const sealing = await services.leases.runExclusively("upkeep:sealed-fields", JOB_LEASE_MS, () => services.upkeep.sealedFields.sealClearValues());
  const sealed = sealing.ran ? sealing.result : 0;
  if (sealed > 0) log(`Encrypted ${sealed} Aadhaar number(s) that an earlier version had stored in clear.`);
  // This server's own staging folder always; the shared storage by one server at a time.
  const staged = await services.upkeep.leftoverUploads.sweepStaging();
  const stored = await services.leases.runExclusively("upkeep:leftover-uploads", JOB_LEASE_MS, () => services.upkeep.leftoverUploads.sweepStorage());
  const swept = { files: staged.files + (stored.ran ? stored.result.files : 0), bytes: staged.bytes + (stored.ran ? stored.result.bytes : 0) };
  if (swept.files > 0) {
    log(`Removed ${swept.files} file(s), ${formatBytes(swept.bytes)}, left by uploads that did not finish or whose record was never saved.`);
  }
  await purgeOldSubmissions(services, log);
  await purgeOldAuditEntries(services, log);
  await emptyOldTrash(services, log);
  return services;
}

/** Checks the links a few minutes after the start (the site's pages are known once the server listens), then once a day deletes old submissions, empties old trash and checks the links again; call the result to stop. */
export function dailyUpkeep(services: Services, log: Log): () => void {
  const linkCheck = () =>
    checkLinks(services, log).catch((error: unknown) =>
      sharedLogger().error(`The links could not be checked: ${error instanceof Error ? error.message : String(error)}`),
    );
  // The first check waits out the start's busy minutes (and the page render's loading).
  const first = setTimeout(() => void linkCheck(), FIRST_LINK_CHECK_MS);
  first.unref();
  const timer = setInterval(() => {
    void linkCheck();
    purgeOldSubmissions(services, log).catch((error: unknown) =>
      sharedLogger().error(`Old submissions could not be deleted: ${error instanceof Error ? error.message : String(error)}`),
    );
    purgeOldAuditEntries(services, log).catch((error: unknown) =>
      sharedLogger().error(`Old audit entries could not be deleted: ${error instanceof Error ? error.message : String(error)}`),
    );
    emptyOldTrash(services, log).catch((error: unknown) =>
      sharedLogger().error(`Old trash could not be emptied: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, DAY_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
