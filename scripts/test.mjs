// npm test: the whole suite, stopping at the first failing step with its exit code.
// The checks come first, one after another; then two lanes run side by side, since each often
// waits (on a browser, a database, a timer) while the other can use the processor:
//   lane 1: unit tests, the API tests on SQLite, on PostgreSQL (less those of the HTTP edge),
//   then several servers at once, then a few browser tests;
//   lane 2: the website's build (unless dist/ is newer than its sources), then the browser tests.
// A lane's step prints its output whole when it ends, under its heading, with its time.
// Ends with one line: "N passed, M failed" over every Vitest run.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { localBin, ROOT, runNpmScript } from "./lib/run.mjs";
import { clientBuildIsStale, serverBundleIsStale } from "./lib/build.mjs";
import { checkPostgres } from "./lib/postgres.mjs";
import { minutesAndSeconds } from "./lib/duration-text.mjs";

const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-test-report-"));
const totals = { passed: 0, failed: 0 };
const running = new Set();
let steps = 0;

function finish(exitCode) {
  for (const child of running) child.kill("SIGTERM");
  fs.rmSync(reportDir, { recursive: true, force: true });
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(exitCode);
}

/** Runs a command with its output held, then prints it under the step's heading; failing ends the suite. */
async function step(title, command, args, env = process.env) {
  const code = await runHeld(title, command, args, env);
  if (code !== 0) finish(code);
}

/** Runs a command with its output held and prints it under the step's heading; resolves with its exit code. */
async function runHeld(title, command, args, env) {
  const number = ++steps;
  const started = Date.now();
  console.log(`\n--- ${number}. ${title}: started; its output follows when it ends ---`);
  const output = [];
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => {
      output.push(Buffer.from(`Could not run ${command}: ${error.message}\n`));
      resolve(127);
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  console.log(`\n=== ${number}. ${title} (ended after ${minutesAndSeconds(Date.now() - started)}) ===\n`);
  process.stdout.write(Buffer.concat(output));
  if (code !== 0) console.error(`\nStep ${number} (${title}) failed (exit code ${code}).`);
  return code;
}

/** Runs one Vitest project as a step and adds its counts to the totals. */
async function vitest(title, project, env = process.env, extraArgs = []) {
  const report = path.join(reportDir, `${project}-${steps + 1}.json`);
  const args = ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extraArgs];
  const code = await runHeld(title, localBin("vitest"), args, env);
  // Counted before a failure ends the suite, so that the closing line counts this run's failures too.
  countResults(report);
  if (code !== 0) finish(code);
}

function countResults(reportFile) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, "utf8"));
  } catch {
    return; // Vitest stopped before writing a report; its own output says why.
  }
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  // A test file that fails to load has no failed test, but it is a failure all the same.
  for (const file of report.testResults ?? []) {
    if (file.status === "failed" && !(file.assertionResults ?? []).some((a) => a.status === "failed")) totals.failed += 1;
  }
}

async function mustPass(title, promise) {
  console.log(`\n=== ${++steps}. ${title} ===\n`);
  const code = await promise;
  if (code !== 0) {
    console.error(`\nStep ${steps} failed (exit code ${code}).`);
    finish(code);
  }
}

const suiteStarted = Date.now();

// Before anything regenerates them: a generated file that was not committed fails here.
await mustPass("Generated files match their sources (indexes, schema/, migrations)", runNpmScript("check:generated"));
await mustPass("Type check (codegen, then tsc)", runNpmScript("typecheck"));
// Biome's linter and formatter (biome.jsonc), before the long steps; after codegen, since its
// type-aware rules (noFloatingPromises, noMisusedPromises) read the generated types too.
await mustPass("Lint and format check (Biome)", runNpmScript("lint"));

const postgresUrl = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
const postgres = await checkPostgres(postgresUrl);
if (!postgres.reachable && process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${postgresUrl} (${postgres.reason}), and CI must test it. Failing.`);
  finish(1);
}
// Each Vitest run names itself (vitest.config.ts), so the lanes never share a seeded template.
const { TEST_DATABASE_URL: _ignored, COLLEGE_TEST_RUN: _named, ...sqliteEnv } = process.env;
const postgresEnv = { ...sqliteEnv, TEST_DATABASE_URL: postgresUrl };
// API tests of the HTTP edge that no database takes part in (limits, parsing, headers, logs):
// the run on SQLite covers them, and running them again on PostgreSQL only costs the lane time.
const EDGE_ONLY_API_TESTS = [
  "query-abuse",
  "slow-body",
  "api-cors",
  "request-log",
  "schema-download",
  "get-queries",
  "upload-limits",
  "malformed-multipart",
  "legacy-limits",
];
const skipEdgeOnly = EDGE_ONLY_API_TESTS.map((name) => `--exclude=tests/api/${name}.test.ts`);

// Browser tests the first lane runs once its own steps are done: it ends several minutes before
// the browser lane otherwise, with a processor to spare. The browser lane runs the others.
const BROWSER_TESTS_OF_THE_SERVER_LANE = ["admin-every-type", "site-documents", "site-institute"];
const browserTestsOfTheServerLane = BROWSER_TESTS_OF_THE_SERVER_LANE.map((name) => `tests/e2e/${name}.test.ts`);

/** Resolves once the website's build the browser tests use is there (the browser lane makes it). */
let websiteBuilt;
const websiteReady = new Promise((resolve) => {
  websiteBuilt = resolve;
});

async function serverLane() {
  await vitest("Unit tests", "unit", sqliteEnv);
  await vitest("API tests on SQLite", "api", sqliteEnv);
  if (postgres.reachable) {
    await vitest(`API tests on PostgreSQL (${postgresUrl}), less the HTTP edge's`, "api", postgresEnv, skipEdgeOnly);
    await vitest("Several servers on one PostgreSQL and one S3 store (s3rver on a free port)", "cluster", postgresEnv);
  } else {
    console.log(`\nSkipped the API tests on PostgreSQL and the several-servers tests: PostgreSQL is not reachable at ${postgresUrl} (${postgres.reason}).`);
    console.log("Start PostgreSQL, or set TEST_DATABASE_URL, to run them.");
  }
  await websiteReady;
  await vitest("Browser tests (Chromium), some of them", "e2e", sqliteEnv, browserTestsOfTheServerLane);
}

async function browserLane() {
  // CI's first start (scripts/first-start-check.mjs) has just built it from these very sources.
  if (clientBuildIsStale()) {
    await step("Build the website: the browser's build", localBin("vite"), ["build", "--logLevel", "warn"]);
    await step("Build the website: the server's render", localBin("vite"), ["build", "--ssr", "src/entry-server.tsx", "--logLevel", "warn"]);
    await step("Build the website: the site's shape", process.execPath, ["scripts/write-site-shape.mjs"]);
  } else {
    console.log("\nThe website's build in dist/ is newer than its sources: the browser tests use it as it is.");
  }
  // tests/e2e/production-install.test.ts runs the bundled server (dist/server) of a production install.
  if (serverBundleIsStale()) await step("Build the server (dist/server)", process.execPath, ["scripts/build.mjs", "--server-only"]);
  websiteBuilt();
  const others = browserTestsOfTheServerLane.map((file) => `--exclude=${file}`);
  await vitest("Browser tests (Chromium), the others", "e2e", sqliteEnv, others);
}

console.log("\nNext, two lanes side by side: unit and API tests, and the browser tests. Each step prints its output when it ends.");
await Promise.all([serverLane(), browserLane()]);
console.log(`\nThe whole suite took ${minutesAndSeconds(Date.now() - suiteStarted)}.`);
finish(0);
