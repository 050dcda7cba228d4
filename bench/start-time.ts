import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort, killAllChildrenNow, REPO_ROOT, spawnNode, stopChild, waitUntil } from "./children.js";

// npm run bench:start: how long `npm start` takes to the first page of the public site, on a
// fresh data folder (the first start: migrations, demo content and its pictures, the build too
// with --rebuild) and then on the same folder again (a later start). Each run is a real
// `node scripts/start.mjs` in its own process; the clock stops when / answers 200. Not a test:
// nothing here fails on a time, it prints medians and writes bench/results/start-time.json.

const USAGE = `Usage: npm run bench:start -- [options]

  --runs <n>     first starts, each on a fresh data folder (default 3)
  --later <n>    later starts after each first start, on its data folder (default 3)
  --rebuild      remove dist/ and the generated client files before each first start, as on a
                 clean clone (they are made again)`;

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    later: { type: "string", default: "3" },
    rebuild: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(values.runs);
const later = Number(values.later);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(later) || later < 0) {
  console.error(USAGE);
  process.exit(2);
}

/** Milliseconds from `node scripts/start.mjs` to a 200 on /, then stopped. */
async function timeStart(dataDir: string, label: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" };
  for (const name of ["DATABASE_URL", "UPLOAD_DIR", "KEY_FILE", "DATA_KEY", "NO_SEED", "NODE_OPTIONS"]) delete env[name];
  const started = performance.now();
  const child = spawnNode(label, ["scripts/start.mjs"], env);
  try {
    await waitUntil(child, "the first page", async () => (await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) })).status === 200, 600_000, 50);
    return performance.now() - started;
  } finally {
    await stopChild(child);
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const first: number[] = [];
  const afterwards: number[] = [];
  const workDir = await mkdtemp(path.join(os.tmpdir(), "gp-start-"));
  try {
    for (let run = 1; run <= runs; run++) {
      // As on a clean clone: no build and none of the files codegen writes and git ignores.
      if (values.rebuild) {
        for (const made of ["dist", "client/src/graphql/generated", "client/src/graphql/content-operations"]) {
          await rm(path.join(REPO_ROOT, made), { recursive: true, force: true });
        }
      }
      const dataDir = path.join(workDir, `data-${run}`);
      const ms = await timeStart(dataDir, "first start");
      first.push(ms);
      console.log(`First start ${run}${values.rebuild ? " (with the build)" : ""}: ${seconds(ms)}`);
      for (let again = 1; again <= later; again++) {
        const laterMs = await timeStart(dataDir, "later start");
        afterwards.push(laterMs);
        console.log(`  later start ${again}: ${seconds(laterMs)}`);
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const load = os.loadavg()[0].toFixed(1);
  console.log(`\nMedian first start${values.rebuild ? " with the build" : ""}: ${seconds(median(first))} (${runs} runs)`);
  if (afterwards.length) console.log(`Median later start: ${seconds(median(afterwards))} (${afterwards.length} runs)`);
  console.log(`Load average at the end: ${load} on ${os.availableParallelism()} cores (a busy machine stretches every figure).`);
  const resultsDir = path.join(REPO_ROOT, "bench", "results");
  await mkdir(resultsDir, { recursive: true });
  const report = { generatedAt: new Date().toISOString(), rebuild: values.rebuild, firstStartMs: first, laterStartMs: afterwards, loadAverage: os.loadavg() };
  await writeFile(path.join(resultsDir, "start-time.json"), JSON.stringify(report, null, 2));
  console.log("Wrote bench/results/start-time.json");
}

process.on("exit", killAllChildrenNow);
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  killAllChildrenNow();
  process.exitCode = 1;
});
