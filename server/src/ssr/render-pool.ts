import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { workerHeapLimits } from "../base/worker-heap.js";
import type { ExecuteGraphQL, FromWorker, JobAnswer, JobRequest, SiteShape, ToWorker, WorkerSetup } from "./render-protocol.js";

// Page renders run on worker threads, never on the main thread, which stays free to answer
// cached pages and API requests whatever a render costs. At most `maxWorkers` renders run at
// once (about one per core), a few more wait in a short queue, and beyond that a request is
// refused at once (the page route answers 503 with Retry-After). Each render has a time budget
// and its worker a heap of its own with a cap: a page that exceeds either has its worker stopped
// and replaced, and only that page fails. Quiet workers stop (RENDER_IDLE_S) and start again on
// demand; sooner when the page cache is answering the visitors (WARM_CACHE_HITS cached pages
// since the last render): then renders are rare, and a worker holds 15-20 MB for nothing.

export interface RenderPoolOptions {
  setup: WorkerSetup;
  maxWorkers: number;
  queueLimit: number;
  timeoutMs: number;
  heapMb: number;
  /** How long a worker may stay idle before it stops; the next render then starts one again. */
  idleMs: number;
  log(line: string): void;
}

/**
 * A render worker's young generation. Measured here (all 124 routes rendered twice without the
 * page cache, 25 November 2026): 8 MB gave 50-52 ms of CPU per render and a peak RSS of 183-185
 * MB, 4 MB 52-55 ms and 174-175 MB, 2 MB 52-55 ms and 173-174 MB; so 4.
 */
const RENDER_YOUNG_GENERATION_MB = 4;

/**
 * Cached pages answered since the last render (`noteCachedPage`) after which the cache counts as
 * warm: a worker with nothing to do then stops WARM_IDLE_MS after its last render instead of
 * RENDER_IDLE_S. A site whose visitors mostly get cached pages rarely needs a render, and the
 * next one starts a worker again (a few hundred milliseconds); a quiet site, where a minute may
 * pass between visitors, keeps RENDER_IDLE_S.
 */
const WARM_CACHE_HITS = 200;
const WARM_IDLE_MS = 2_000;

/** Every render slot is busy and the queue is full. */
export class RenderBusyError extends Error {}

/**
 * A render that could not finish. `byThePage`: the page itself was the cause (it took too long,
 * too much memory, or its code threw), so rendering it again before its content changes would
 * fail again; otherwise the server was starting or stopping a worker.
 */
export class RenderFailedError extends Error {
  constructor(
    message: string,
    readonly byThePage = true,
  ) {
    super(message);
  }
}

interface Job {
  id: number;
  request: JobRequest;
  /** A submit job's operations (a render asks nothing: its data comes with the job). */
  execute?: ExecuteGraphQL;
  resolve(answer: JobAnswer): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
  queuedAt: number;
  queuedMs?: number;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  idleTimer?: NodeJS.Timeout;
  /** Set once the pool has decided to stop it (timeout, idle); its exit is then expected. */
  retiring?: string;
  /** performance.now() when its last job ended (or it became ready). */
  idleSince: number;
}

export interface RenderPool {
  /** The site's addresses, from the first worker (started by this call if needed). */
  site(): Promise<SiteShape>;
  /**
   * Starts a worker now if none is running or starting, so that the first render does not wait
   * for one: a start calls it before preparing the data, which leaves the other core idle.
   */
  warm(): void;
  run(request: JobRequest, execute?: ExecuteGraphQL): Promise<JobAnswer>;
  /** Renders running and waiting. */
  load(): { running: number; waiting: number; workers: number };
  /** A visitor got a page from the cache, without a render. */
  noteCachedPage(): void;
  close(): Promise<void>;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const jobs = new Map<number, Job>();
  let nextJob = 1;
  let closed = false;
  let cachedSinceRender = 0;
  let patterns: Promise<SiteShape> | undefined;
  let patternsReady: ((value: SiteShape) => void) | undefined;
  let patternsFailed: ((error: Error) => void) | undefined;
  /** What the last worker to become ready said of the site (every worker says the same). */
  let knownSite: SiteShape | undefined;

  function settle(slot: Slot, job: Job, outcome: { answer?: JobAnswer; error?: Error }): void {
    if (job.timer) clearTimeout(job.timer);
    jobs.delete(job.id);
    if (slot.job === job) {
      slot.job = undefined;
      slot.idleSince = performance.now();
    }
    cachedSinceRender = 0;
    if (outcome.error) job.reject(outcome.error);
    else job.resolve(outcome.answer!);
  }

  function retire(slot: Slot, why: string): void {
    slot.retiring = why;
    void slot.worker.terminate();
  }

  function spawn(): Slot {
    const worker = new Worker(renderWorkerUrl(), {
      workerData: options.setup,
      resourceLimits: workerHeapLimits(options.heapMb, RENDER_YOUNG_GENERATION_MB),
      // The worker's output is the server's output; it has no stdin.
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, idleSince: performance.now() };
    slots.push(slot);
    worker.on("message", (message: FromWorker) => onMessage(slot, message));
    worker.on("error", (error: Error & { code?: string }) => {
      const job = slot.job;
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      if (!slot.ready && !outOfMemory) {
        options.log(`The page renderer could not start: ${error.message}`);
        patternsFailed?.(new Error(`The page renderer could not start: ${error.message}`));
      }
      if (job) settle(slot, job, { error: new RenderFailedError(outOfMemory ? `needed more than its ${options.heapMb} MB of memory` : `stopped: ${error.message}`) });
    });
    worker.on("exit", () => {
      slots.splice(slots.indexOf(slot), 1);
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      const job = slot.job;
      if (job) settle(slot, job, { error: new RenderFailedError(slot.retiring ?? "its worker stopped", false) });
      if (!slot.ready) {
        // A worker that cannot start fails what waits for it, rather than being started again and again.
        for (const waiting of queue.splice(0)) {
          jobs.delete(waiting.id);
          waiting.reject(new RenderFailedError("the page renderer could not start", false));
        }
        return;
      }
      dispatch();
    });
    return slot;
  }

  function onMessage(slot: Slot, message: FromWorker): void {
    if (message.kind === "ready") {
      slot.ready = true;
      slot.idleSince = performance.now();
      knownSite = message.site;
      patternsReady?.(message.site);
      dispatch();
      return;
    }
    const job = jobs.get(message.job);
    if (!job || slot.job !== job) return;
    if (message.kind === "execute") {
      if (!job.execute) {
        settle(slot, job, { error: new RenderFailedError(`a ${job.request.type} job asked the main thread for data`) });
        dispatch();
        return;
      }
      job.execute(message.request).then(
        (result) => post(slot, { kind: "executed", call: message.call, result }),
        (error: unknown) => post(slot, { kind: "executed", call: message.call, error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    if (message.kind === "done") {
      if (message.answer.type === "render") message.answer.page.timings.queue = job.queuedMs ?? 0;
      settle(slot, job, { answer: message.answer });
    } else settle(slot, job, { error: new RenderFailedError(`its code failed: ${message.message}`) });
    dispatch();
  }

  function post(slot: Slot, message: ToWorker): void {
    if (slot.retiring || !slots.includes(slot)) return;
    try {
      slot.worker.postMessage(message);
    } catch (error) {
      // An answer that cannot be copied to the worker fails that render alone.
      if (slot.job) settle(slot, slot.job, { error: new RenderFailedError(`its data could not be handed over: ${(error as Error).message}`) });
    }
  }

  function start(slot: Slot, job: Job): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    slot.job = job;
    job.queuedMs = performance.now() - job.queuedAt;
    job.timer = setTimeout(() => {
      settle(slot, job, { error: new RenderFailedError(`took longer than ${options.timeoutMs} ms`) });
      retire(slot, "its worker was stopped");
    }, options.timeoutMs);
    post(slot, { kind: "job", job: job.id, request: job.request });
  }

  function dispatch(): void {
    if (closed) return;
    while (queue.length > 0) {
      const free = slots.find((slot) => slot.ready && !slot.job && !slot.retiring);
      if (free) {
        start(free, queue.shift()!);
        continue;
      }
      const starting = slots.filter((slot) => !slot.ready && !slot.retiring).length;
      if (starting < queue.length && slots.filter((slot) => !slot.retiring).length < options.maxWorkers) {
        spawn();
        continue;
      }
      break;
    }
    // Quiet workers stop after a while: each holds React and the site's code (about 20 MB),
    // and starting one again costs a few hundred milliseconds (the render module is one bundle).
    for (const slot of slots) {
      if (slot.job || slot.idleTimer || slot.retiring || !slot.ready) continue;
      stopWhenIdle(slot, options.idleMs);
    }
  }

  /** Stops `slot` once it has been idle `idleMs` (counted from its last job), unless a job comes first. */
  function stopWhenIdle(slot: Slot, idleMs: number): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(
      () => {
        slot.idleTimer = undefined;
        if (!slot.job && !closed) retire(slot, "idle");
      },
      Math.max(0, slot.idleSince + idleMs - performance.now()),
    );
    slot.idleTimer.unref();
  }

  return {
    site() {
      if (!patterns) {
        patterns = knownSite
          ? Promise.resolve(knownSite)
          : new Promise<SiteShape>((resolve, reject) => {
              patternsReady = resolve;
              patternsFailed = reject;
            });
        if (!knownSite && slots.length === 0) spawn();
      }
      return patterns;
    },
    warm() {
      if (!closed && !slots.some((slot) => !slot.retiring)) spawn();
    },
    run(request, execute) {
      if (closed) return Promise.reject(new RenderFailedError("the server is stopping", false));
      const busy = slots.filter((slot) => slot.job).length;
      if (busy >= options.maxWorkers && queue.length >= options.queueLimit) return Promise.reject(new RenderBusyError("Every render slot is busy."));
      return new Promise<JobAnswer>((resolve, reject) => {
        const job: Job = { id: nextJob++, request, execute, resolve, reject, queuedAt: performance.now() };
        jobs.set(job.id, job);
        queue.push(job);
        dispatch();
      });
    },
    load() {
      return { running: slots.filter((slot) => slot.job).length, waiting: queue.length, workers: slots.length };
    },
    noteCachedPage() {
      // Counted on every cached page: the work is done once, when the count reaches the mark.
      if (++cachedSinceRender !== WARM_CACHE_HITS || queue.length > 0) return;
      const warmIdleMs = Math.min(WARM_IDLE_MS, options.idleMs);
      for (const slot of slots) {
        if (slot.ready && !slot.job && !slot.retiring) stopWhenIdle(slot, warmIdleMs);
      }
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new RenderFailedError("the server is stopping", false));
      await Promise.all(
        slots.map((slot) => {
          slot.retiring = "the server is stopping";
          return slot.worker.terminate();
        }),
      );
    },
  };
}

/**
 * The worker's module: beside the server's bundle (dist/server/render-worker.mjs, an entry of
 * its own in scripts/lib/build.mjs), or, when the server runs from its TypeScript (tests, npm
 * run dev), the .ts file loaded through tsx, which a worker thread must register for itself.
 */
function renderWorkerUrl(): URL {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    const tsxApi = path.join(path.dirname(createRequire(here).resolve("tsx/package.json")), "dist", "esm", "api", "index.mjs");
    const worker = new URL("./render-worker.ts", here).href;
    const boot = `import { register } from ${JSON.stringify(pathToFileURL(tsxApi).href)}; register(); await import(${JSON.stringify(worker)});`;
    return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
  }
  // The bundle's code may sit in its chunks/ folder, one level below the entries.
  const besideEntry = new URL("./render-worker.mjs", here);
  return existsSync(fileURLToPath(besideEntry)) ? besideEntry : new URL("../render-worker.mjs", here);
}
