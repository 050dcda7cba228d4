import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { killAllChildrenNow, REPO_ROOT, stopOnSignals } from "./children.js";
import { formatSummary, readProfile, summariseProfile, type TimeWindow } from "./cpu-profile.js";
import { runLoad, type LoadRun } from "./load.js";
import { parseOptions, type BenchOptions } from "./options.js";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./postgres.js";
import { watchProcess, type ProcessUsage } from "./process-stats.js";
import { CURRICULA, PAGE_SHAPES, QUERY_SHAPES, type QueryShape } from "./queries.js";
import { median } from "./median.js";
import { formatTable, ratio, writeResults, type BenchResults, type QueryResult, type ServerRun } from "./report.js";
import { measureFlood, measureFreshRenders, type FloodResult, type FreshRenderResult } from "./page-renders.js";
import { measureQuietPages, threadCount, type QuietPagesResult } from "./quiet-pages.js";
import { profileFreshRenders } from "./render-profile.js";
import { serverEntry } from "./server-entry.js";
import {
  fetchReference,
  measureColdStart,
  startBareServer,
  startOurServer,
  waitForSearchIndex,
  websiteIsBuilt,
  type OurServerSetup,
  type RunningServer,
} from "./servers.js";

// npm run bench: throughput and latency of public GraphQL list queries and server-rendered pages
// on our server, side by side with a bare node:http server answering the same bytes (the
// ceiling on this machine).
// Not a test: nothing asserts a time. See `npm run bench -- --help`.

const cleanups: (() => Promise<void>)[] = [];

async function cleanUp(): Promise<void> {
  killAllChildrenNow();
  while (cleanups.length) {
    const step = cleanups.pop()!;
    await step().catch((error: unknown) => console.error("Clean-up step failed:", error instanceof Error ? error.message : error));
  }
}

function log(line: string): void {
  console.log(line);
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Warm-up, then one measured run with the server's memory and CPU watched. */
async function measure(server: RunningServer, shape: QueryShape, options: BenchOptions, expectBody: string): Promise<ServerRun> {
  const settings = { url: server.url, shape, connections: options.connections, expectBody };
  if (options.warmupSeconds > 0) {
    log(`  ${server.label}: warm-up ${options.warmupSeconds} s`);
    await runLoad({ ...settings, durationSeconds: options.warmupSeconds });
  }
  log(`  ${server.label}: measuring ${options.durationSeconds} s at ${options.connections} connections`);
  const watcher = await watchProcess(server.child.pid);
  let usage: ProcessUsage;
  let run: LoadRun;
  try {
    run = await runLoad({ ...settings, durationSeconds: options.durationSeconds });
  } finally {
    usage = await watcher.stop();
  }
  if (server.child.hasExited()) throw new Error(`${server.label} stopped during the run. Its output:\n${server.child.output()}`);
  return { server: server.label, ...run, usage };
}

async function benchQuery(ours: RunningServer, shape: QueryShape, options: BenchOptions, workDir: string): Promise<QueryResult> {
  log(`\n${shape.description}`);
  const reference = await fetchReference(ours.url, shape);
  const oursRun = await measure(ours, shape, options, reference.body);
  const bare = await startBareServer(reference, workDir);
  let bareRun: ServerRun;
  try {
    bareRun = await measure(bare, shape, options, reference.body);
  } finally {
    await bare.stop();
  }
  return {
    name: shape.name,
    description: shape.description,
    responseBytes: Buffer.byteLength(reference.body),
    request: shape.pagePath ? `GET ${shape.pagePath}` : "POST /graphql",
    ours: oursRun,
    bare: bareRun,
    ratio: {
      requestsPerSecond: ratio(oursRun.requestsPerSecond, bareRun.requestsPerSecond) ?? 0,
      p50: ratio(oursRun.p50Ms, bareRun.p50Ms),
      p99: ratio(oursRun.p99Ms, bareRun.p99Ms),
    },
  };
}

/**
 * The profile of the main thread among the files --cpu-prof wrote into `dir`: node writes one
 * per thread (tsx's module loader runs in a worker), named CPU.<date>.<time>.<pid>.<thread>.<seq>.
 */
async function mainThreadProfile(dir: string): Promise<string | undefined> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".cpuprofile"));
  const main = files.find((name) => name.split(".")[4] === "0");
  return main ? path.join(dir, main) : undefined;
}

/** One more start with --cpu-prof, the curricula load, and a summary of the measured window only. */
async function profileCurricula(setup: OurServerSetup, options: BenchOptions): Promise<NonNullable<BenchResults["profile"]>> {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const dir = path.resolve(REPO_ROOT, options.resultsDir, "profiles", `ours-${options.database}-${options.server}-curricula-${stamp}`);
  await mkdir(dir, { recursive: true });
  log(`\nProfiling our server under the curricula query (node --cpu-prof)`);
  const server = await startOurServer({ ...setup, nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${dir}`] }, "ours (profiled)");
  let window: TimeWindow;
  let usage: ProcessUsage;
  try {
    const settings = { url: server.url, shape: CURRICULA, connections: options.connections };
    if (options.warmupSeconds > 0) await runLoad({ ...settings, durationSeconds: options.warmupSeconds });
    const watcher = await watchProcess(server.child.pid);
    const startUs = nowUs();
    try {
      await runLoad({ ...settings, durationSeconds: options.durationSeconds });
    } finally {
      window = { startUs, endUs: nowUs() };
      usage = await watcher.stop();
    }
  } finally {
    await server.stop(); // SIGTERM: the server exits cleanly and node writes the profiles
  }
  const file = await mainThreadProfile(dir);
  if (!file) throw new Error(`No main-thread profile was written in ${dir}. Server output:\n${server.child.output()}`);
  const profile = readProfile(file);
  const overlaps = window.startUs < profile.endTime && window.endUs > profile.startTime;
  if (!overlaps) log("  (the run's time window does not match the profile's clock; summarising the whole profile)");
  const summary = summariseProfile(profile, overlaps ? window : undefined);
  return { file: path.relative(REPO_ROOT, file), window, windowSeconds: (window.endUs - window.startUs) / 1e6, usage, summary };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const workDir = await mkdtemp(path.join(os.tmpdir(), "gp-bench-"));
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  const setup: OurServerSetup = {
    entry: await serverEntry(options.server),
    dataDir: path.join(workDir, "data"),
    answerCache: options.answerCache,
    serverEnv: options.serverEnv,
  };

  let database: ThrowawayDatabase | undefined;
  if (options.database === "postgres") {
    database = await createThrowawayDatabase(options.postgresAdminUrl);
    cleanups.push(() => database!.drop());
    setup.databaseUrl = database.url;
  }
  const cpus = os.cpus();
  log(
    `Benchmark: ${options.durationSeconds} s per run after ${options.warmupSeconds} s warm-up, ${options.connections} connections, ` +
      `database ${database ? `PostgreSQL (${database.name}, dropped afterwards)` : "SQLite"}, our server run as \`node ${setup.entry.join(" ")}\`; ${cpus.length} CPUs (${cpus[0]?.model ?? "?"}), Node ${process.version}.` +
      "\nThe load generator runs in this process and shares the machine with the server under test.",
  );

  log("\nStarting our server on an empty database (migrations and demo content) ...");
  const seeding = await startOurServer(setup, `ours (${options.database}, ${options.server}, seeding)`);
  const firstStartMs = seeding.readyAfterMs;
  log(`  ready in ${Math.round(firstStartMs)} ms; waiting for it to index the demo content for search ...`);
  await waitForSearchIndex(setup);
  // The one-time seed (PDFs and images made in memory) would stay in that process's memory
  // figures; an installed site runs on seeded data, so the measured server is a fresh start.
  await seeding.stop();
  log("Starting our server again on the seeded data, as it runs day to day ...");
  const ours = await startOurServer(setup, `ours (${options.database}, ${options.server}${options.answerCache ? "" : ", no cache"})`);
  log(`  ready in ${Math.round(ours.readyAfterMs)} ms`);
  // Before any render: the threads of a server with no render worker.
  const idleThreads = (await threadCount(ours.child.pid)) ?? 0;
  const queries: QueryResult[] = [];
  let quietPages: QuietPagesResult | undefined;
  let freshRenders: FreshRenderResult | undefined;
  let flood: FloodResult | undefined;
  try {
    if (!options.pagesOnly) for (const shape of QUERY_SHAPES) queries.push(await benchQuery(ours, shape, options, workDir));
    if (websiteIsBuilt()) {
      if (!options.pagesOnly) for (const shape of PAGE_SHAPES) queries.push(await benchQuery(ours, shape, options, workDir));
      let renderUsage: ProcessUsage, floodUsage: ProcessUsage;
      log("\nFresh renders: every public route after an administrator's change ...");
      const renderWatch = await watchProcess(ours.child.pid);
      try {
        freshRenders = await measureFreshRenders(ours, options.renderRounds, options.routeFilters);
      } finally {
        renderUsage = await renderWatch.stop();
      }
      freshRenders.usage = renderUsage;
      log(`  median ${freshRenders.totalMs.median} ms, p95 ${freshRenders.totalMs.p95} ms per page; peak RSS ${renderUsage.peakRssMb ?? "-"} MB`);
      if (!options.rendersOnly) {
        log("Flood of invented addresses beside a visitor of the cached home page ...");
        const floodWatch = await watchProcess(ours.child.pid);
        try {
          flood = await measureFlood(ours);
        } finally {
          floodUsage = await floodWatch.stop();
        }
        flood.usage = floodUsage;
        log(`  home page during the flood: median ${flood.homeDuringFlood.median} ms, p99 ${flood.homeDuringFlood.p99} ms; peak RSS ${floodUsage.peakRssMb ?? "-"} MB`);
        const idleSeconds = Number(options.serverEnv.RENDER_IDLE_S ?? 60);
        log(`Cached home page once the render workers have stopped (RENDER_IDLE_S ${idleSeconds} s after the last render) ...`);
        quietPages = await measureQuietPages(ours, idleThreads, options.durationSeconds, options.connections, idleSeconds + 60);
        log(
          quietPages
            ? `  ${quietPages.requestsPerSecond} req/s, p99 ${quietPages.p99Ms?.toFixed(1)} ms; peak RSS ${quietPages.usage.peakRssMb ?? "-"} MB`
            : "  the render workers did not stop: not measured",
        );
      }
    } else if (options.pagesOnly) throw new Error("--pages-only needs the website built (npm run build).");
    else log("\nThe website is not built (npm run build): the page runs are left out.");
  } finally {
    await ours.stop();
  }

  const coldRuns: number[] = [];
  const coldStarts = options.pagesOnly ? 0 : options.coldStarts;
  if (coldStarts > 0) log(`\nCold starts on the seeded data (${options.coldStarts}) ...`);
  for (let i = 0; i < coldStarts; i++) {
    const ms = await measureColdStart(setup);
    coldRuns.push(ms);
    log(`  start ${i + 1}: ${Math.round(ms)} ms`);
  }

  // With --pages-only, --cpu-prof profiles the fresh renders (every thread) instead of the curricula query.
  const profile = options.cpuProfile && !options.pagesOnly ? await profileCurricula(setup, options) : undefined;
  const renderProfile = options.cpuProfile && options.pagesOnly ? await profileFreshRenders(setup, options, log) : undefined;

  const { postgresAdminUrl: _adminUrl, resultsDir: _resultsDir, ...shownOptions } = options;
  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    command: ["npm run bench", ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : [])].join(" "),
    machine: { cpus: cpus.length, cpuModel: cpus[0]?.model ?? "unknown", node: process.version, platform: `${os.platform()} ${os.release()}` },
    options: shownOptions,
    firstStartMs: Math.round(firstStartMs),
    queries,
    coldStart: {
      runsMs: coldRuns.map((ms) => Math.round(ms)),
      medianMs: median(coldRuns.map((ms) => Math.round(ms))),
      note: `second and later starts on already seeded data: spawn of \`node ${setup.entry.join(" ")}\` to the first clean GraphQL answer`,
    },
    ...(freshRenders ? { freshRenders } : {}),
    ...(flood ? { flood } : {}),
    ...(quietPages ? { quietPages } : {}),
    ...(profile ? { profile } : {}),
    ...(renderProfile ? { renderProfile } : {}),
  };

  log(formatTable(results));
  if (profile) {
    log(`\nCPU profile of our server, curricula query, ${profile.windowSeconds.toFixed(1)} s measured window (${profile.file}):`);
    log(`Server CPU during the window: ${profile.usage.cores ?? "-"} cores ${JSON.stringify(profile.usage.coresByThread)}`);
    log(formatSummary(profile.summary));
  }
  for (const thread of renderProfile?.threads ?? []) {
    log(`\nCPU profile of our server during the fresh renders, ${thread.thread} (${thread.file}):`);
    log(formatSummary(thread.summary));
  }
  const file = await writeResults(path.resolve(REPO_ROOT, options.resultsDir), results);
  log(`\nWrote ${path.relative(REPO_ROOT, file)}`);
}

stopOnSignals(cleanUp);

main()
  .then(cleanUp)
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanUp();
    process.exitCode = 1;
  });
