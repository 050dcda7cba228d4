// npm run cluster: two servers on one PostgreSQL database and one S3 store, for trying on one
// machine what several machines behind a load balancer do. Starts s3rver (an S3-protocol server
// on disk, from npm; or uses your store when S3_BUCKET is set), creates the database when it is
// missing, starts the first server (which prepares the data), then the second, each on its own
// port with its own data folder and the same data key, and a small round-robin proxy in front.
// Ctrl-C stops them all. Settings: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/college_cluster),
// CLUSTER_PORT (the proxy's port, default 4000; the servers take the next two), CLUSTER_DIR
// (default ./data-cluster).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startS3Store, type TestS3Store } from "../tests/support/s3-store.js";
import { roundRobinProxy } from "./lib/round-robin-proxy.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/college_cluster";
const proxyPort = Number(process.env.CLUSTER_PORT || 4000);
const folder = path.resolve(process.env.CLUSTER_DIR || path.join(ROOT, "data-cluster"));
const children: ChildProcess[] = [];
let store: TestS3Store | undefined;
let stopping = false;

/** Creates the database named by the URL when the server has none of that name. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Use a database name of letters, digits and _ only: ${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`);
      console.log(`Created the PostgreSQL database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

/** Starts `npm start` for one server and resolves once it serves. */
/** A server's line as a person reads it: its message, when it is a JSON log line (stdout is no terminal here). */
function messageOf(line: string): string {
  try {
    const parsed = JSON.parse(line) as { msg?: unknown };
    return typeof parsed.msg === "string" ? parsed.msg : line;
  } catch {
    return line;
  }
}

function startServer(n: number, port: number, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), DATA_DIR: path.join(folder, `server-${n}`) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    const prefix = `[server ${n}] `;
    let ready = false;
    const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = "";
      stream.on("data", (chunk: Buffer) => {
        const lines = (rest + chunk.toString("utf8")).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) {
          out.write(`${prefix}${line}\n`);
          if (!ready && messageOf(line).startsWith("Public site:")) {
            ready = true;
            resolve();
          }
        }
      });
    };
    relay(child.stdout!, process.stdout);
    relay(child.stderr!, process.stderr);
    child.on("exit", (code, signal) => {
      if (!ready) reject(new Error(`Server ${n} stopped before it served (${signal ?? `exit code ${code}`}).`));
      else if (!stopping) console.log(`${prefix}stopped (${signal ?? `exit code ${code}`}); the other keeps serving.`);
    });
  });
}

async function stopAll(): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((r) => child.once("exit", r)) : undefined)));
  await store?.close();
}

async function main(): Promise<void> {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  await ensureDatabase(databaseUrl);
  let s3: Record<string, string>;
  if (process.env.S3_BUCKET) {
    s3 = {};
    console.log(`Uploads in the bucket ${process.env.S3_BUCKET} (S3_BUCKET).`);
  } else {
    store = await startS3Store({ directory: path.join(folder, "s3"), port: Number(process.env.S3RVER_PORT || 0) });
    s3 = store.env;
    console.log(`S3 store (s3rver): ${store.endpoint}, bucket ${store.bucket}, objects in ${path.join(folder, "s3")}`);
  }
  const shared = {
    ...s3,
    DATABASE_URL: databaseUrl,
    // Both servers must hold the same data key: one key file for both.
    KEY_FILE: process.env.KEY_FILE || path.join(folder, "data.key"),
    // The proxy in front adds X-Forwarded-For.
    TRUST_PROXY: "1",
  };
  const ports = [proxyPort + 1, proxyPort + 2];
  // One after the other: the first prepares the data (migrations, demo content) on an empty database.
  await startServer(1, ports[0]!, shared);
  await startServer(2, ports[1]!, shared);
  const proxy = roundRobinProxy(ports.map((port) => ({ host: "127.0.0.1", port })));
  await new Promise<void>((resolve) => proxy.listen(proxyPort, resolve));
  console.log("");
  console.log(`Two servers on ${databaseUrl.replace(/\/\/[^@]*@/, "//")}:`);
  console.log(`  server 1:            http://localhost:${ports[0]}/`);
  console.log(`  server 2:            http://localhost:${ports[1]}/`);
  console.log(`  round-robin proxy:   http://localhost:${proxyPort}/   (sign in at /admin-login/)`);
  console.log("Ctrl-C stops them all.");
  const shutdown = () => {
    proxy.close();
    proxy.closeAllConnections();
    void stopAll().then(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
