// npm run bench:cluster: the cached page and list rates of two servers together (one PostgreSQL,
// one S3 store) against one of them alone. Both servers are started as npm start runs them; the
// load is sent straight to each server's port (a proxy in front would measure the proxy), and
// the two servers' runs happen at the same moment, each from its own load process, so
// "together" is the sum of two simultaneous runs. On one machine the servers, the database and the load generator share its
// cores: the ratio says how much a second process adds there, not what a second machine adds.
// Takes the flags of npm run bench (--duration, --warmup, --connections, --server, --postgres-url).
import "reflect-metadata";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { killAllChildrenNow } from "./children.js";
import { spawn } from "node:child_process";
import { REPO_ROOT } from "./children.js";
import type { LoadRun, LoadSettings } from "./load.js";
import { median } from "./median.js";
import { parseOptions } from "./options.js";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./postgres.js";
import { HOME_NOTICES, PAGE_SHAPES, type QueryShape } from "./queries.js";
import { ADMIN_EMAIL, ADMIN_PASSWORD, postQuery, startOurServer, websiteIsBuilt, type RunningServer } from "./servers.js";
import { loadConfig } from "../server/src/config.js";
import { prepareData } from "../server/src/main.js";
import { serverEntry } from "./server-entry.js";
import { startS3Store, type TestS3Store } from "../tests/support/s3-store.js";

const DATA_KEY = Buffer.alloc(32, 3).toString("base64");

/** Runs of each kind per shape, alternated, so that a slow moment of the machine hits both kinds. */
const ROUNDS = 3;

interface ShapeResult {
  name: string;
  oneServer: LoadRun[];
  twoServers: [LoadRun, LoadRun][];
  /** Medians over the rounds. */
  oneServerRps: number;
  twoServersRps: number;
  ratio: number;
}

/** One load run in a child process (bench/load-child.ts). */
function runLoad(settings: LoadSettings): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/load-child.ts", JSON.stringify(settings)], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`The load run stopped with exit code ${code}.`));
      resolve(JSON.parse(out) as LoadRun);
    });
  });
}

async function expectedBody(url: string, shape: QueryShape): Promise<string> {
  const response = await postQuery(url, shape);
  if (response.status !== 200) throw new Error(`${shape.name} answered ${response.status}`);
  return response.text();
}

async function measureShape(servers: [RunningServer, RunningServer], shape: QueryShape, options: ReturnType<typeof parseOptions>): Promise<ShapeResult> {
  // Warm both caches, and check both servers give the same answer.
  const bodies = await Promise.all(servers.map((s) => expectedBody(s.url, shape)));
  if (!shape.pagePath && bodies[0] !== bodies[1]) throw new Error(`The two servers answer ${shape.name} differently.`);
  const settings = (url: string, durationSeconds: number) => ({ url, shape, connections: options.connections, durationSeconds });
  if (options.warmupSeconds > 0) await Promise.all(servers.map((s) => runLoad(settings(s.url, options.warmupSeconds))));
  const oneServer: LoadRun[] = [];
  const twoServers: [LoadRun, LoadRun][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Each server takes its turn alone.
    oneServer.push(await runLoad(settings(servers[round % 2]!.url, options.durationSeconds)));
    twoServers.push((await Promise.all(servers.map((s) => runLoad(settings(s.url, options.durationSeconds))))) as [LoadRun, LoadRun]);
  }
  const oneServerRps = median(oneServer.map((run) => run.requestsPerSecond)) ?? 0;
  const twoServersRps = median(twoServers.map(([a, b]) => a.requestsPerSecond + b.requestsPerSecond)) ?? 0;
  return {
    name: shape.name,
    oneServer,
    twoServers,
    oneServerRps,
    twoServersRps: Math.round(twoServersRps * 10) / 10,
    ratio: Math.round((twoServersRps / oneServerRps) * 100) / 100,
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  let database: ThrowawayDatabase | undefined;
  let store: TestS3Store | undefined;
  const servers: RunningServer[] = [];
  const dirs: string[] = [];
  try {
    database = await createThrowawayDatabase(options.postgresAdminUrl);
    store = await startS3Store();
    const entry = await serverEntry(options.server);
    // The data first (migrations, demo content with its files in the bucket), here: it takes
    // longer than a server's start may.
    const prepareDir = await mkdtemp(path.join(os.tmpdir(), "college-bench-cluster-prepare-"));
    dirs.push(prepareDir);
    console.log(`Preparing ${database.name} with the demo content, uploads in s3rver …`);
    const prepared = await prepareData(
      loadConfig({ DATA_DIR: prepareDir, DATABASE_URL: database.url, DATA_KEY, ADMIN_EMAIL, ADMIN_PASSWORD, ...store.env }),
      () => undefined,
    );
    await prepared.dataSource.destroy();
    console.log(`Prepared: ${prepared.steps.summary()}.`);
    for (let n = 1; n <= 2; n++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `college-bench-cluster-${n}-`));
      dirs.push(dataDir);
      console.log(`Starting server ${n} on ${database.name} with uploads in s3rver …`);
      servers.push(await startOurServer({ entry, dataDir, databaseUrl: database.url, serverEnv: { ...store.env, DATA_KEY } }, `server ${n}`));
    }
    const shapes = [HOME_NOTICES, ...(websiteIsBuilt() ? PAGE_SHAPES.slice(0, 1) : [])];
    if (!websiteIsBuilt()) console.log("The website is not built (npm run build): only the list query is measured, no cached page.");
    const results: ShapeResult[] = [];
    for (const shape of shapes) {
      console.log(`Measuring ${shape.name}: ${ROUNDS} rounds of ${options.durationSeconds} s on one server, then ${options.durationSeconds} s on both at once …`);
      results.push(await measureShape(servers as [RunningServer, RunningServer], shape, options));
    }
    console.log("");
    console.log(
      `${options.connections} connections per server, ${options.durationSeconds} s, ${os.availableParallelism()} cores shared by the servers, PostgreSQL, s3rver and the load generator`,
    );
    console.log("what (median of the rounds)            one server   two servers   ratio");
    for (const r of results) {
      const errors = [...r.oneServer, ...r.twoServers.flat()].reduce((sum, run) => sum + run.errors + run.non2xx + run.mismatches, 0);
      console.log(
        `${r.name.padEnd(38)} ${`${r.oneServerRps}/s`.padStart(10)}   ${`${r.twoServersRps}/s`.padStart(11)}   ${String(r.ratio).padStart(5)}${errors ? `   (${errors} errors)` : ""}`,
      );
    }
    await mkdir(options.resultsDir, { recursive: true });
    const file = path.join(options.resultsDir, "cluster.json");
    await writeFile(
      file,
      `${JSON.stringify({ at: new Date().toISOString(), cores: os.availableParallelism(), connections: options.connections, durationSeconds: options.durationSeconds, results }, null, 2)}\n`,
    );
    console.log(`Results in ${file}`);
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
    await store?.close();
    await database?.drop().catch(() => undefined);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  killAllChildrenNow();
  process.exit(1);
});
