import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { workerHeapLimits } from "../../base/worker-heap.js";

// Reads a PDF's text off the request path and within bounds: on a worker thread with its own
// heap limit, one file at a time, and a time limit per file after which the thread is stopped
// (the next file gets a new one). The thread is kept between files and ends after a few idle
// seconds. A PDF that breaks the reader, needs more memory or takes longer is "unreadable" (its
// row is still found by its other fields); one whose pages carry no text (a scan) is "no-text",
// and the panel says so beside the file.

export type PdfTextStatus = "text" | "no-text" | "unreadable";

export interface PdfTextResult {
  status: PdfTextStatus;
  pages: number;
  text: string;
  /** Why it is unreadable, for the server's log (never the text itself). */
  problem?: string;
  /** Stopped by the time limit. */
  timedOut?: boolean;
}

export interface PdfTextLimits {
  timeoutMs: number;
  heapMb: number;
  maxPages: number;
  maxChars: number;
}

export const DEFAULT_PDF_LIMITS: PdfTextLimits = { timeoutMs: 20_000, heapMb: 128, maxPages: 500, maxChars: 300_000 };

/** A text shorter than this, over all pages, is a scan with no text layer (page numbers at most). */
const SOME_TEXT = 20;
/** An idle thread ends after this long. */
const IDLE_MS = 10_000;

type Answer = { id: number; ok: true; pages: number; text: string } | { id: number; ok: false; problem: string } | { ready: true };

interface Reader {
  worker: Worker;
  ready: Promise<void>;
  idle: ReturnType<typeof setTimeout> | null;
  /** The job under way: settles it when the thread answers or dies. */
  current: ((answer: Answer | { died: string }) => void) | null;
}

let reader: Reader | null = null;
let nextId = 1;
/** One file at a time: a call waits for the one before. */
let queue: Promise<unknown> = Promise.resolve();

function startReader(heapMb: number): Reader {
  const worker = new Worker(workerUrl(), {
    // An 8 MB young generation: what it had under npm start's node flags, which overrode its own
    // limits until base/worker-heap.ts; 16 MB would add memory while the search index catches up.
    resourceLimits: workerHeapLimits(heapMb, 8),
    stdout: true,
    stderr: true,
  });
  worker.unref();
  // pdf.js's warnings about broken files are not the server's business.
  worker.stdout.resume();
  worker.stderr.resume();
  let readyNow: () => void = () => undefined;
  const self: Reader = { worker, ready: new Promise((resolve) => (readyNow = resolve)), idle: null, current: null };
  worker.on("message", (answer: Answer) => {
    if ("ready" in answer) readyNow();
    else self.current?.(answer);
  });
  const died = (why: string) => {
    if (reader === self) reader = null;
    readyNow();
    self.current?.({ died: why });
  };
  worker.on("error", (error: Error & { code?: string }) => died(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? `needed more than ${heapMb} MB` : error.message.slice(0, 200)));
  worker.on("exit", () => died("the reader stopped"));
  return self;
}

async function readOne(bytes: Uint8Array, limits: PdfTextLimits): Promise<PdfTextResult> {
  const current = (reader ??= startReader(limits.heapMb));
  if (current.idle) clearTimeout(current.idle);
  const id = nextId++;
  const answer = await new Promise<Answer | { died: string } | { timedOut: true }>((resolve) => {
    const timer = setTimeout(() => resolve({ timedOut: true }), limits.timeoutMs);
    let sentAt = Number.POSITIVE_INFINITY;
    current.current = (value) => {
      clearTimeout(timer);
      // An answer that arrives past the limit (the timer not run yet, the event loop busy) is late all the same.
      resolve(performance.now() - sentAt > limits.timeoutMs ? { timedOut: true } : value);
    };
    void current.ready.then(() => {
      sentAt = performance.now();
      current.worker.postMessage({ id, bytes, maxPages: limits.maxPages, maxChars: limits.maxChars });
    });
  });
  current.current = null;
  if ("timedOut" in answer || "died" in answer) {
    if (reader === current) reader = null;
    void current.worker.terminate();
    return "timedOut" in answer
      ? { status: "unreadable", pages: 0, text: "", problem: `took longer than ${limits.timeoutMs} ms`, timedOut: true }
      : { status: "unreadable", pages: 0, text: "", problem: answer.died };
  }
  current.idle = setTimeout(() => {
    if (reader === current) reader = null;
    void current.worker.terminate();
  }, IDLE_MS);
  current.idle.unref();
  if ("ready" in answer || !answer.ok) return { status: "unreadable", pages: 0, text: "", problem: "ready" in answer ? "no answer" : answer.problem };
  const letters = answer.text.replace(/[\s\d]/g, "").length;
  return { status: letters >= SOME_TEXT ? "text" : "no-text", pages: answer.pages, text: letters >= SOME_TEXT ? answer.text : "" };
}

export function readPdfText(bytes: Uint8Array, limits: PdfTextLimits = DEFAULT_PDF_LIMITS): Promise<PdfTextResult> {
  const result = queue.then(() => readOne(bytes, limits));
  queue = result.catch(() => undefined);
  return result;
}

/** The worker's module: beside this file in the sources, beside the server's entry in the bundle. */
function workerUrl(): URL {
  const here = new URL("./pdf-text-worker.mjs", import.meta.url);
  return existsSync(fileURLToPath(here)) ? here : new URL("../pdf-text-worker.mjs", import.meta.url);
}
