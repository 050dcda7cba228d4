import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, dropTestDatabase } from "./postgres.js";
import { testServerConfig } from "./test-config.js";

// The demo content, seeded once per test run and copied for every test server that asks for it.
// Seeding (hundreds of rows through the content service, the placeholder PDFs and pictures, then
// the search index of them) costs several seconds of CPU; a copy costs a fraction of one. The
// first test process that needs it starts a seeded server as `startTestServer` would, waits for
// its search index, stops it, and leaves its data folder (and, on PostgreSQL, its database) as
// the template; the others wait for it. A copy is a new folder (and a database made with
// CREATE DATABASE ... TEMPLATE): what a fresh seeded server holds, found by a server's start.
// vitest.config.ts names the run (COLLEGE_TEST_RUN), and its teardown (seeded-template-teardown.ts)
// removes the run's templates.

process.env.COLLEGE_TEST_RUN ??= randomUUID().slice(0, 8);
const RUN = process.env.COLLEGE_TEST_RUN.replace(/\W/g, "").slice(0, 16);
const BUILD_TIMEOUT_MS = 5 * 60_000;
const INDEX_BUDGET_MS = 30_000;

interface Template {
  dir: string;
  /** The template database's name, on PostgreSQL. */
  database?: string;
}

function templateFor(postgresUrl: string | undefined): Template {
  const kind = postgresUrl ? "postgres" : "sqlite";
  return {
    dir: path.join(os.tmpdir(), `college-seeded-${RUN}-${kind}`),
    database: postgresUrl ? `college_seeded_${RUN.toLowerCase()}` : undefined,
  };
}

/** Fills `dataDir` with a copy of the seeded data; on PostgreSQL, also makes the copy's database. */
export async function copySeededTemplate(dataDir: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const template = templateFor(postgresUrl);
  await ensureBuilt(template, postgresUrl);
  await fs.cp(path.join(template.dir, "data"), dataDir, { recursive: true });
  return postgresUrl ? createTestDatabase(postgresUrl, { template: template.database }) : null;
}

async function ensureBuilt(template: Template, postgresUrl: string | undefined): Promise<void> {
  const ready = path.join(template.dir, "ready");
  const lock = `${template.dir}.lock`;
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    if (await exists(ready)) return;
    try {
      await fs.mkdir(lock); // atomic: one process builds
    } catch {
      if (Date.now() > deadline) throw new Error(`The seeded test template (${template.dir}) was not ready after ${BUILD_TIMEOUT_MS / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (!(await exists(ready))) await build(template, postgresUrl);
    } finally {
      await fs.rm(lock, { recursive: true, force: true });
    }
  }
}

async function build(template: Template, postgresUrl: string | undefined): Promise<void> {
  const dataDir = path.join(template.dir, "data");
  await fs.rm(template.dir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true });
  if (postgresUrl) {
    await dropTestDatabase(postgresUrl, template.database!);
    await createTestDatabase(postgresUrl, { name: template.database });
  }
  const databaseUrl = postgresUrl ? databaseUrlFor(postgresUrl, template.database!) : undefined;
  const { startServer } = await import("../../server/src/main.js");
  const running = await startServer(testServerConfig({ dataDir, databaseUrl, seed: true }), () => undefined);
  try {
    // The search index too, within a time budget: what is left stays queued, and each copy's
    // indexer takes it up at start, as a fresh seeded server's does.
    const indexUntil = Date.now() + INDEX_BUDGET_MS;
    while (Date.now() < indexUntil && (await running.services.upkeep.searchIndexer.drain()) > 0) {
      // each run indexes for a bounded time; the next takes the rest
    }
    // Jobs held "for their time to live" (daily purges) are free again in every copy, as on a new database.
    await running.dataSource.query("DELETE FROM lease");
  } finally {
    await running.close();
  }
  await fs.rm(path.join(dataDir, "upload-temp"), { recursive: true, force: true });
  await fs.writeFile(path.join(template.dir, "ready"), new Date().toISOString());
}

function databaseUrlFor(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Removes this run's templates (the test run's teardown). */
export async function removeSeededTemplates(): Promise<void> {
  for (const postgresUrl of [undefined, process.env.TEST_DATABASE_URL]) {
    const template = templateFor(postgresUrl);
    await fs.rm(template.dir, { recursive: true, force: true });
    if (postgresUrl && template.database) await dropTestDatabase(postgresUrl, template.database).catch(() => undefined);
  }
}
