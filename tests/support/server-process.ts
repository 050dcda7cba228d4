import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverNodeFlags } from "../../scripts/lib/build.mjs";
import { TEST_DATA_KEY } from "./server.js";

// The real server in a process of its own, with the node flags `npm start` gives it (the
// production heap cap), for tests that must show the process survives an attack: a test
// server inside the Vitest process would share its heap with the test runner.

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface HeapReport {
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  arrayBuffers: number;
  /** True when a full garbage collection ran first. */
  collected: boolean;
}

export interface ServerProcess {
  url: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** How it ended ("code 0", "signal SIGKILL"), once it has. */
  exitReason(): string | undefined;
  /** The last part of what it printed. */
  output(): string;
  /** Its memory after a full garbage collection (tests/support/heap-probe.ts). */
  heap(): Promise<HeapReport>;
  /** Sends it a signal (SIGTERM: a deploy's stop) and returns at once. */
  signal(name: NodeJS.Signals): void;
  /** Resolves when it has ended, with how ("code 0", "signal SIGKILL"). */
  ended(): Promise<string>;
  /** Ends it at once with SIGKILL (kill -9), as a crash or a power cut would, and waits for it to be gone. */
  killNow(): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("No free port found."))));
    });
  });
}

/** Starts `node <production flags> --import tsx server/src/main.ts` on a new SQLite database. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "college-process-"));
  const port = await freePort();
  const args = [...serverNodeFlags({}), "--expose-gc", "--import", "tsx", "--import", "./tests/support/heap-probe.ts", "server/src/main.ts"];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NO_SEED: "true",
      SERVE_CLIENT: "false",
      DATA_KEY: TEST_DATA_KEY,
      ADMIN_EMAIL: "admin@college.example",
      ADMIN_PASSWORD: "correct horse battery staple",
      // A test's stop need not wait for a load balancer to notice (tests/api/graceful-stop.test.ts does).
      DRAIN_DELAY_S: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let ended: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      ended = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    });
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (ended) throw new Error(`The server process ended (${ended}) before it was ready. Its output:\n${output}`);
    const ready = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The server process was not ready after 60 s. Its output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    alive: () => ended === undefined,
    exitReason: () => ended,
    output: () => output,
    heap() {
      return new Promise<HeapReport>((resolve, reject) => {
        if (ended) return reject(new Error(`The server process has ended (${ended}).`));
        // The server sends other messages too (`{ ready: true }` for npm start's supervisor).
        const onMessage = (message: unknown) => {
          if (typeof message !== "object" || message === null || !("heapUsed" in message)) return;
          child.off("message", onMessage);
          child.off("exit", onExit);
          resolve(message as HeapReport);
        };
        const onExit = () => {
          child.off("message", onMessage);
          reject(new Error(`The server process ended (${ended}) before reporting its memory.`));
        };
        child.on("message", onMessage);
        child.once("exit", onExit);
        child.send("heap");
      });
    },
    signal(name) {
      if (!ended) child.kill(name);
    },
    async ended() {
      await exited;
      return ended!;
    },
    async killNow() {
      if (!ended) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (!ended) {
        child.kill("SIGTERM");
        const timer = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), 5_000).unref());
        if ((await Promise.race([exited, timer])) === "late") child.kill("SIGKILL");
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
