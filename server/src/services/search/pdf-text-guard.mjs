import { Worker } from "node:worker_threads";

// The PDF text reader's own watch on itself (pdf-text-child.mjs starts it): a thread of the
// reader's process that looks every 50 ms, while the main thread may be stuck in one long
// synchronous decode, and kills the process when its resident memory passes the limit or when
// the server that started it is gone (the reader then has no one to answer, and no one
// watching it from outside). The server's own watch (pdf-text-reader.ts) needs Linux's /proc;
// this one works wherever Node does. Its code is inline: a thread started from a file would
// need an entry of its own in the server's bundle.

const GUARD = `
const { workerData } = require("node:worker_threads");
const { writeSync } = require("node:fs");
setInterval(() => {
  const over = process.memoryUsage.rss() > workerData.maxRssBytes;
  if (!over && process.ppid === workerData.ppid) return;
  // Written straight to the file descriptor: the main thread, which forwards a thread's
  // output, may be busy. pdf-text-reader.ts reads this line to say why the reader ended.
  if (over) writeSync(2, "pdf-text-guard: over the memory limit\\n");
  process.kill(process.pid, "SIGKILL");
}, 50);
`;

/** Kills this process past `maxRssMb` of resident memory, or once its parent is gone. */
export function startGuard(maxRssMb) {
  const guard = new Worker(GUARD, { eval: true, workerData: { maxRssBytes: maxRssMb * 1024 * 1024, ppid: process.ppid } });
  // It watches for as long as the process lives, never keeping it alive.
  guard.unref();
}
