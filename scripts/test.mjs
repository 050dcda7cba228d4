// npm test: the whole suite, in order, stopping at the first failing step with its exit code.
// Ends with one line: "N passed, M failed" over every Vitest run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { localBin, run, runNpmScript } from "./lib/run.mjs";
import { checkPostgres } from "./lib/postgres.mjs";

const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-test-report-"));
const totals = { passed: 0, failed: 0 };
let step = 0;

function heading(title) {
  step += 1;
  console.log(`\n=== ${step}. ${title} ===\n`);
}

function finish(exitCode) {
  fs.rmSync(reportDir, { recursive: true, force: true });
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(exitCode);
}

async function mustPass(promise) {
  const code = await promise;
  if (code !== 0) {
    console.error(`\nStep ${step} failed (exit code ${code}).`);
    finish(code);
  }
}

/** Runs one Vitest project and adds its counts to the totals. */
async function vitest(project, env = process.env) {
  const report = path.join(reportDir, `${project}-${step}.json`);
  const code = await run(
    localBin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { env },
  );
  countResults(report);
  return code;
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

// Before anything regenerates them: a generated file that was not committed fails here.
heading("Generated files match their sources (indexes, schema/, migrations)");
await mustPass(runNpmScript("check:generated"));

heading("Type check (codegen, then tsc)");
await mustPass(runNpmScript("typecheck"));

heading("Unit tests");
await mustPass(vitest("unit"));

const { TEST_DATABASE_URL: _ignored, ...sqliteEnv } = process.env;
heading("API tests on SQLite");
await mustPass(vitest("api", sqliteEnv));

const postgresUrl = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
heading(`API tests on PostgreSQL (${postgresUrl})`);
const postgres = await checkPostgres(postgresUrl);
if (postgres.reachable) {
  await mustPass(vitest("api", { ...process.env, TEST_DATABASE_URL: postgresUrl }));
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable (${postgres.reason}), and CI must test it. Failing.`);
  finish(1);
} else {
  console.log(`Skipped: PostgreSQL is not reachable at ${postgresUrl} (${postgres.reason}).`);
  console.log("Start PostgreSQL, or set TEST_DATABASE_URL, to run this pass.");
}

heading(`Several servers on one PostgreSQL and one S3 store (s3rver on a free port)`);
if (postgres.reachable) {
  await mustPass(vitest("cluster", { ...process.env, TEST_DATABASE_URL: postgresUrl }));
} else {
  console.log(`Skipped: PostgreSQL is not reachable at ${postgresUrl}.`);
}

heading("Build the website (the browser's build, then the server's render)");
await mustPass(run(localBin("vite"), ["build", "--logLevel", "warn"]));
await mustPass(run(localBin("vite"), ["build", "--ssr", "src/entry-server.tsx", "--logLevel", "warn"]));
await mustPass(run(process.execPath, ["scripts/write-site-shape.mjs"]));

heading("Browser tests (Chromium)");
await mustPass(vitest("e2e"));

finish(0);
