import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue "A page never takes the site down", memory: `npm start` gives the server process
// --max-old-space-size and --max-semi-space-size, and V8 lets those process-wide flags override
// a worker thread's own resourceLimits. A render worker must get the heap it asks for
// (RENDER_HEAP_MB and a small young generation), not the main thread's, while the main thread
// keeps its own.

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs a small program under the node flags `npm start` gives the server; returns what it printed. */
function runWithServerFlags(program: string): { main: number; worker: number; youngKb: number } {
  const output = execFileSync(process.execPath, ["--max-old-space-size=128", "--max-semi-space-size=8", "--import", "tsx", "--input-type=module", "-e", program], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 30_000,
  });
  return JSON.parse(output.trim().split("\n").pop()!);
}

const PROGRAM = `
import v8 from "node:v8";
import { Worker } from "node:worker_threads";
import { workerHeapLimits } from "./server/src/base/worker-heap.ts";
// Evaluated as a module too (the worker takes the process's --input-type).
const code = 'import v8 from "node:v8"; import { parentPort } from "node:worker_threads";' +
  'parentPort.postMessage({ limit: v8.getHeapStatistics().heap_size_limit, young: v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size });';
const worker = new Worker(code, { eval: true, resourceLimits: workerHeapLimits(32, 4) });
const answer = await new Promise((resolve) => worker.once("message", resolve));
await worker.terminate();
console.log(JSON.stringify({ main: v8.getHeapStatistics().heap_size_limit / 1048576, worker: answer.limit / 1048576, youngKb: answer.young / 1024 }));
`;

describe("a worker thread's heap limits under the server's node flags", () => {
  it("are the worker's own, and the main thread keeps its 128 MB", () => {
    const { main, worker, youngKb } = runWithServerFlags(PROGRAM);
    // Old generation plus young generation: 128 + 24 on the main thread, 32 + 4 for the worker.
    expect(main).toBeGreaterThanOrEqual(128);
    expect(worker).toBeGreaterThanOrEqual(32);
    expect(worker).toBeLessThan(48);
    expect(youngKb).toBeLessThanOrEqual(4096);
  });
});
