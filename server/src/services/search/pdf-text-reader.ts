import { type ChildProcess, fork } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { residentMb } from "./resident-memory.js";

// Reads a PDF's text off the request path and within bounds: in a child process
// (pdf-text-child.mjs) with its own heap limit, one file at a time. pdf.js's decoded streams are
// ArrayBuffers, which no heap limit bounds (a worker thread's neither: a 400 KB file once grew
// the server by 700 MB), so the other bounds are kept around it: a stream inflating past
// `maxStreamMb` is refused before pdf.js reads it, and the process is killed when a file takes
// longer than `timeoutMs` or its resident memory passes `memoryMb` (watched from here, and from
// inside by pdf-text-guard.mjs); the next file gets a new process. The process is kept between
// files and ends after a few idle seconds. A PDF that breaks the reader or passes a limit is
// "unreadable" (its row is still found by its other fields); one whose pages carry no text (a
// scan) is "no-text", and the panel says so beside the file.

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
  /** The reader's V8 heap (--max-old-space-size). */
  heapMb: number;
  /** The reader's whole resident memory, ArrayBuffers included; watched where /proc exists (Linux). */
  memoryMb: number;
  /** The most one stream of the file may inflate to. */
  maxStreamMb: number;
  maxPages: number;
  maxChars: number;
}

export const DEFAULT_PDF_LIMITS: PdfTextLimits = { timeoutMs: 20_000, heapMb: 128, memoryMb: 256, maxStreamMb: 64, maxPages: 500, maxChars: 300_000 };

/** A text shorter than this, over all pages, is a scan with no text layer (page numbers at most). */
const SOME_TEXT = 20;
/** An idle reader ends after this long. */
const IDLE_MS = 10_000;
/** How often the reader's memory is looked at during a file: pdf.js inflated the test's bomb at 50-100 MB a second. */
const WATCH_MS = 50;

type Answer = { id: number; ok: true; pages: number; text: string } | { id: number; ok: false; problem: string } | { ready: true };
type Outcome = Answer | { died: string } | { timedOut: true };

interface Reader {
  child: ChildProcess;
  ready: Promise<void>;
  idle: ReturnType<typeof setTimeout> | null;
  /** The job under way: settles it when the reader answers or dies. */
  current: ((outcome: Outcome) => void) | null;
  /** Why it ended, when its stderr said so: V8's heap ran out, or its guard thread found it over its memory limit. */
  ranOut: "heap" | "memory" | null;
  /** The limits it was started with: a file read under others gets a new reader. */
  started: string;
}

let reader: Reader | null = null;
let nextId = 1;
/** One file at a time: a call waits for the one before. */
let queue: Promise<unknown> = Promise.resolve();

function startReader(limits: PdfTextLimits): Reader {
  const child = fork(childScript(), [String(limits.memoryMb)], {
    // Its own flags, not the server's (nor a test runner's loaders); an 8 MB young generation as
    // the server's. No environment of the server's: the reader needs no secrets.
    execArgv: [`--max-old-space-size=${limits.heapMb}`, "--max-semi-space-size=8"],
    env: { MALLOC_ARENA_MAX: "2" },
    serialization: "advanced",
    // pdf.js's warnings about broken files are not the server's business; stderr is read only
    // to say why the reader died.
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  // The server may exit with an idle reader left (it then exits too, on "disconnect").
  child.unref();
  child.channel?.unref();
  let readyNow: () => void = () => undefined;
  const self: Reader = { child, ready: new Promise((resolve) => (readyNow = resolve)), idle: null, current: null, ranOut: null, started: startedWith(limits) };
  let tail = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (text: string) => {
    if (/heap out of memory/.test(tail + text)) self.ranOut ??= "heap";
    if (/pdf-text-guard: over the memory limit/.test(tail + text)) self.ranOut ??= "memory";
    tail = text.slice(-40); // the words may be split between two reads
  });
  (child.stderr as { unref?: () => void } | null)?.unref?.();
  child.on("message", (answer: Answer) => {
    if ("ready" in answer) readyNow();
    else self.current?.(answer);
  });
  const died = (why: string) => {
    if (reader === self) reader = null;
    readyNow();
    self.current?.({ died: why });
  };
  child.on("error", (error) => died(error.message.slice(0, 200)));
  // "close", not "exit": it comes once stderr has been read to its end.
  child.on("close", (code, signal) => {
    const why = { heap: `needed more than ${limits.heapMb} MB of heap`, memory: `used more than ${limits.memoryMb} MB of memory` };
    died(self.ranOut ? why[self.ranOut] : `the reader stopped (${signal ?? `exit code ${code}`})`);
  });
  return self;
}

/**
 * Kills the reader when its resident memory passes the limit; stops looking where /proc is
 * missing. (The reader's guard thread watches too, but it may be starved of the processor.)
 */
function watchMemory(current: Reader, limits: PdfTextLimits, settle: (outcome: Outcome) => void): () => void {
  const timer = setInterval(() => {
    const pid = current.child.pid;
    const mb = pid === undefined ? null : residentMb(pid);
    if (mb === null) return clearInterval(timer);
    if (mb <= limits.memoryMb) return;
    clearInterval(timer);
    settle({ died: `used more than ${limits.memoryMb} MB of memory` });
  }, WATCH_MS);
  return () => clearInterval(timer);
}

function startedWith(limits: PdfTextLimits): string {
  return `${limits.heapMb}/${limits.memoryMb}`;
}

function stop(current: Reader): void {
  if (reader === current) reader = null;
  if (current.idle) clearTimeout(current.idle);
  current.child.kill("SIGKILL");
}

async function readOne(bytes: Uint8Array, limits: PdfTextLimits): Promise<PdfTextResult> {
  if (reader && reader.started !== startedWith(limits)) stop(reader);
  reader ??= startReader(limits);
  const current = reader;
  if (current.idle) clearTimeout(current.idle);
  const id = nextId++;
  let stopWatching: () => void = () => undefined;
  const answer = await new Promise<Outcome>((resolve) => {
    const timer = setTimeout(() => resolve({ timedOut: true }), limits.timeoutMs);
    let sentAt = Number.POSITIVE_INFINITY;
    current.current = (value) => {
      clearTimeout(timer);
      // An answer that arrives past the limit (the timer not run yet, the event loop busy) is late all the same.
      resolve(performance.now() - sentAt > limits.timeoutMs ? { timedOut: true } : value);
    };
    void current.ready.then(() => {
      if (!current.child.connected) return; // died before it was ready: already settled
      sentAt = performance.now();
      stopWatching = watchMemory(current, limits, (outcome) => current.current?.(outcome));
      const job = { id, bytes, maxPages: limits.maxPages, maxChars: limits.maxChars, maxStreamBytes: limits.maxStreamMb * 1024 * 1024 };
      current.child.send(job, (error) => error && current.current?.({ died: error.message.slice(0, 200) }));
    });
  });
  stopWatching();
  current.current = null;
  if ("timedOut" in answer || "died" in answer) {
    stop(current);
    return "timedOut" in answer
      ? { status: "unreadable", pages: 0, text: "", problem: `took longer than ${limits.timeoutMs} ms`, timedOut: true }
      : { status: "unreadable", pages: 0, text: "", problem: answer.died };
  }
  current.idle = setTimeout(() => stop(current), IDLE_MS);
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

/** The child's script: beside this file in the sources, beside the server's entry in the bundle. */
function childScript(): string {
  const here = fileURLToPath(new URL("./pdf-text-child.mjs", import.meta.url));
  return existsSync(here) ? here : fileURLToPath(new URL("../pdf-text-child.mjs", import.meta.url));
}
