import { readFile } from "node:fs/promises";
import { runLoad, type LoadRun } from "./load.js";
import { watchProcess, type ProcessUsage } from "./process-stats.js";
import { PAGE_SHAPES } from "./queries.js";
import type { RunningServer } from "./servers.js";

// Cached pages as a site answers them most of the day: long after the last fresh render, when
// its render workers have stopped (RENDER_IDLE_S) and given their memory back. The page rows of
// the table are measured seconds after the page was rendered, with a worker still alive.

export interface QuietPagesResult {
  /** Seconds waited after the last render for the server's thread count to come back down. */
  waitedSeconds: number;
  requestsPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  usage: ProcessUsage;
  note: string;
}

export async function threadCount(pid: number): Promise<number | null> {
  try {
    const match = /^Threads:\s+(\d+)/m.exec(await readFile(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Waits until the server has no more threads than it had before its first render (`idleThreads`,
 * read right after it started), then loads the cached home page as the table's rows do.
 */
export async function measureQuietPages(
  server: RunningServer,
  idleThreads: number,
  durationSeconds: number,
  connections: number,
  timeoutSeconds: number,
): Promise<QuietPagesResult | undefined> {
  const started = performance.now();
  while (((await threadCount(server.child.pid)) ?? 0) > idleThreads) {
    if (performance.now() - started > timeoutSeconds * 1000) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const waitedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const watcher = await watchProcess(server.child.pid);
  let usage: ProcessUsage | undefined;
  let run: LoadRun;
  try {
    run = await runLoad({ url: server.url, shape: PAGE_SHAPES[0]!, connections, durationSeconds });
  } finally {
    usage = await watcher.stop();
  }
  return {
    waitedSeconds,
    requestsPerSecond: Math.round(run.requestsPerSecond * 10) / 10,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    usage: usage!,
    note: `GET ${PAGE_SHAPES[0]!.pagePath} from the page cache at ${connections} connections for ${durationSeconds} s, once the render workers had stopped`,
  };
}
