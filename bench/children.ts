import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Child processes of the benchmark: each server runs in its own process, every one is tracked,
// and all are killed when the benchmark ends, fails or is interrupted.

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const OUTPUT_KEEP_CHARS = 20_000;
const running = new Set<ChildProcess>();

export interface Child {
  name: string;
  pid: number;
  process: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<string>;
  /** The last part of what the process printed, for error messages. */
  output(): string;
  hasExited(): boolean;
}

/** Starts `node <nodeArgs>` in the repository root and tracks it until it exits. */
export function spawnNode(name: string, nodeArgs: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, nodeArgs, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  if (child.pid === undefined) throw new Error(`Could not start the ${name} process.`);
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_KEEP_CHARS);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let ended = false;
  const exited = new Promise<string>((resolve) => {
    child.once("exit", (code, signal) => {
      ended = true;
      running.delete(child);
      resolve(signal ?? String(code));
    });
  });
  return { name, pid: child.pid, process: child, exited, output: () => output, hasExited: () => ended };
}

/** Asks the process to stop (SIGTERM, so --cpu-prof can write its file), then kills it. */
export async function stopChild(child: Child, graceMs = 10_000): Promise<void> {
  if (child.hasExited()) return;
  child.process.kill("SIGTERM");
  const timer = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), graceMs).unref());
  if ((await Promise.race([child.exited, timer])) === "late") {
    child.process.kill("SIGKILL");
    await child.exited;
  }
}

/** Kills every child still running, at once. Safe to call from an "exit" handler. */
export function killAllChildrenNow(): void {
  for (const child of running) {
    try {
      child.kill("SIGKILL");
    } catch {
      // already gone
    }
  }
  running.clear();
}

/**
 * Ends the benchmark on Ctrl-C or SIGTERM: `cleanUp`, then exit. Node would otherwise end at once
 * without its "exit" handlers, leaving servers (and browsers) running; exiting runs them, and
 * killAllChildrenNow is one of them.
 */
export function stopOnSignals(cleanUp: () => Promise<void> = async () => undefined): void {
  process.on("exit", killAllChildrenNow);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and cleaning up ...`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
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

/**
 * Calls `check` every `intervalMs` until it returns true, the child exits, or `timeoutMs` passes.
 * Returns the milliseconds waited.
 */
export async function waitUntil(child: Child, what: string, check: () => Promise<boolean>, timeoutMs = 120_000, intervalMs = 10): Promise<number> {
  const started = performance.now();
  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (child.hasExited()) {
      throw new Error(`The ${child.name} process ended before ${what}. Its output:\n${child.output()}`);
    }
    if (await check().catch(() => false)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Gave up after ${timeoutMs / 1000} s waiting for ${what} (${child.name}). Its output:\n${child.output()}`);
}
