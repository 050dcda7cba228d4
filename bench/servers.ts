import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { existsSync } from "node:fs";
import { serverEnvDefaults } from "../scripts/lib/build.mjs";
import { freePort, REPO_ROOT, spawnNode, stopChild, waitUntil, type Child } from "./children.js";
import { CURRICULA, GRAPHQL_PATH, PAGE_HEADERS, REQUEST_HEADERS, type QueryShape } from "./queries.js";

// Starting the two servers under test, each in its own child process on 127.0.0.1.

/** What bench/bare-server.mjs answers to every request. */
export interface FixedResponse {
  status: number;
  contentType: string;
  bodyBase64: string;
}

export interface RunningServer {
  label: string;
  url: string;
  child: Child;
  /** Milliseconds from spawn to ready. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

export interface OurServerSetup {
  /** Node arguments that run the server, e.g. ["--import", "tsx", "server/src/main.ts"]. */
  entry: string[];
  dataDir: string;
  databaseUrl?: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeFlags?: string[];
  /** False: ANSWER_CACHE_MB=0. */
  answerCache?: boolean;
  /** Settings of the server to try (RENDER_HEAP_MB=48), over the bench's own. */
  serverEnv?: Record<string, string>;
}

// Every variable server/src/config.ts reads: none may leak in from the shell running the bench.
const SERVER_SETTINGS = [
  "PORT",
  "HOST",
  "NODE_ENV",
  "DATA_DIR",
  "DATABASE_URL",
  "UPLOAD_DIR",
  "UPLOAD_MAX_MB",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "SECURE_COOKIES",
  "TRUST_PROXY",
  "SESSION_DAYS",
  "NO_SEED",
  "SERVE_CLIENT",
  "ANSWER_CACHE_MB",
  "CACHE_SYNC_MS",
  "RENDER_WORKERS",
  "RENDER_QUEUE",
  "RENDER_TIMEOUT_MS",
  "RENDER_HEAP_MB",
  "RENDERS_PER_MINUTE",
  "DATA_KEY",
  "KEY_FILE",
  "SUBMISSION_RETENTION_MONTHS",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_URL",
];

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_SETTINGS) delete env[name];
  delete env.NODE_OPTIONS;
  return { ...env, ...extra };
}

// Long and random, so the server never generates (and prints) a password.
export function websiteIsBuilt(): boolean {
  return existsSync(path.join(REPO_ROOT, "dist", "client", "index.html")) && existsSync(path.join(REPO_ROOT, "dist", "ssr", "entry-server.js"));
}

export const ADMIN_PASSWORD = `bench-${randomBytes(24).toString("hex")}`;
export const ADMIN_EMAIL = "admin@college.example";

export function postQuery(url: string, shape: QueryShape, timeoutMs = 5_000): Promise<Response> {
  if (shape.pagePath) {
    return fetch(url + shape.pagePath, { headers: { ...PAGE_HEADERS, "accept-encoding": "identity" }, signal: AbortSignal.timeout(timeoutMs) });
  }
  return fetch(url + GRAPHQL_PATH, {
    method: "POST",
    headers: REQUEST_HEADERS,
    body: shape.body,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** True when the server answers the curricula query with data and no errors. */
async function answersGraphQL(url: string): Promise<boolean> {
  const response = await postQuery(url, CURRICULA, 2_000);
  if (response.status !== 200) return false;
  const json = (await response.json()) as { data?: unknown; errors?: unknown };
  return Boolean(json.data) && !json.errors;
}

function spawnOurServer(setup: OurServerSetup, port: number, name: string): Child {
  const env = cleanEnv({
    // As npm start runs it (scripts/lib/build.mjs).
    ...serverEnvDefaults(process.env),
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    DATA_DIR: setup.dataDir,
    // The built website, when there is one, for the page runs.
    SERVE_CLIENT: websiteIsBuilt() ? "true" : "false",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // The fresh-render run asks for every page from this one address, twice.
    RENDERS_PER_MINUTE: "100000",
    ...(setup.databaseUrl ? { DATABASE_URL: setup.databaseUrl } : {}),
    ...(setup.answerCache === false ? { ANSWER_CACHE_MB: "0" } : {}),
    ...setup.serverEnv,
  });
  return spawnNode(name, [...(setup.nodeFlags ?? []), ...setup.entry], env);
}

/** Our server, in its own process; ready once GraphQL answers. */
export async function startOurServer(setup: OurServerSetup, label = "ours"): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawnOurServer(setup, port, `our server (${label})`);
  try {
    await waitUntil(child, "/healthz answered", async () => (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok);
    await waitUntil(child, "a GraphQL answer", () => answersGraphQL(url));
  } catch (error) {
    await stopChild(child, 2_000);
    throw error;
  }
  return { label, url, child, readyAfterMs: performance.now() - started, stop: () => stopChild(child) };
}

/**
 * Milliseconds from spawn to the first successful GraphQL answer, on data that is already
 * seeded (no health check in between: the first answer is what a visitor waits for).
 */
export async function measureColdStart(setup: OurServerSetup): Promise<number> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawnOurServer(setup, port, "our server (cold start)");
  try {
    await waitUntil(child, "a GraphQL answer", () => answersGraphQL(url), 120_000, 5);
    return performance.now() - started;
  } finally {
    await stopChild(child, 5_000);
  }
}

/** Our server's answer to one query, to be served verbatim by the bare server. */
export async function fetchReference(url: string, shape: QueryShape): Promise<FixedResponse & { body: string }> {
  const response = await postQuery(url, shape);
  const body = await response.text();
  if (response.status !== 200 || /"errors"\s*:/.test(body)) {
    throw new Error(`Our server did not answer the ${shape.name} query cleanly (HTTP ${response.status}): ${body.slice(0, 500)}`);
  }
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "application/json",
    bodyBase64: Buffer.from(body, "utf8").toString("base64"),
    body,
  };
}

/** The bare node:http server, answering every request with `fixed`. */
export async function startBareServer(fixed: FixedResponse, workDir: string): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const file = path.join(workDir, `bare-response-${port}.json`);
  await writeFile(file, JSON.stringify(fixed));
  const started = performance.now();
  const child = spawnNode("bare node:http server", ["bench/bare-server.mjs"], cleanEnv({ PORT: String(port), BARE_RESPONSE_FILE: file }));
  try {
    await waitUntil(child, "its first answer", async () => {
      await postQuery(url, CURRICULA, 2_000).then((r) => r.text());
      return true;
    });
  } catch (error) {
    await stopChild(child, 2_000);
    throw error;
  }
  return { label: "bare node:http", url, child, readyAfterMs: performance.now() - started, stop: () => stopChild(child) };
}

/**
 * Waits until the server's search indexer has taken up every queued row (the search_queue table
 * is empty twice in a row, a second apart). A site runs day to day with its index built; a server
 * measured while it indexes the freshly seeded content would count that work's memory and time.
 */
export async function waitForSearchIndex(setup: OurServerSetup, timeoutMs = 180_000): Promise<void> {
  const queued = setup.databaseUrl ? postgresQueueCount(setup.databaseUrl) : sqliteQueueCount(path.join(setup.dataDir, "college.sqlite"));
  const deadline = Date.now() + timeoutMs;
  let emptyInARow = 0;
  while (emptyInARow < 2) {
    if (Date.now() > deadline) throw new Error(`The search index was still being built after ${timeoutMs / 1000} s.`);
    emptyInARow = (await queued()) === 0 ? emptyInARow + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

function postgresQueueCount(url: string): () => Promise<number> {
  return async () => {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return Number((await client.query("SELECT count(*) AS n FROM search_queue")).rows[0].n);
    } finally {
      await client.end();
    }
  };
}

function sqliteQueueCount(file: string): () => Promise<number> {
  return async () => {
    const { default: sqlite3 } = await import("sqlite3");
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY);
    try {
      return await new Promise<number>((resolve, reject) =>
        db.get("SELECT count(*) AS n FROM search_queue", (error: Error | null, row: { n: number }) => (error ? reject(error) : resolve(row.n))),
      );
    } finally {
      db.close();
    }
  };
}
