import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

// Reads a PDF's text off the request path and within bounds: a worker thread per PDF with its
// own heap limit, stopped after a time limit. A PDF that breaks the reader, needs more memory or
// takes longer is "unreadable" (still found by its title); one whose pages carry no text (a
// scan) is "no-text", and the panel says so beside the file.

/** What the worker (pdf-text-worker.mjs) answers. */
interface PdfTextAnswer {
  pages: number;
  text: string;
}

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

export function readPdfText(bytes: Uint8Array, limits: PdfTextLimits = DEFAULT_PDF_LIMITS): Promise<PdfTextResult> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PdfTextResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const worker = new Worker(workerUrl(), {
      workerData: { bytes, maxPages: limits.maxPages, maxChars: limits.maxChars },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => finish({ status: "unreadable", pages: 0, text: "", problem: `took longer than ${limits.timeoutMs} ms`, timedOut: true }), limits.timeoutMs);
    worker.on("message", (answer: PdfTextAnswer) => {
      const letters = answer.text.replace(/[\s\d]/g, "").length;
      finish({ status: letters >= SOME_TEXT ? "text" : "no-text", pages: answer.pages, text: letters >= SOME_TEXT ? answer.text : "" });
    });
    worker.on("error", (error: Error & { code?: string }) =>
      finish({ status: "unreadable", pages: 0, text: "", problem: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? `needed more than ${limits.heapMb} MB` : error.message.slice(0, 200) }),
    );
    worker.on("exit", () => finish({ status: "unreadable", pages: 0, text: "", problem: "the reader stopped" }));
  });
}

/** The worker's module: beside this file in the sources, beside the server's entry in the bundle. */
function workerUrl(): URL {
  const here = new URL("./pdf-text-worker.mjs", import.meta.url);
  return existsSync(fileURLToPath(here)) ? here : new URL("../pdf-text-worker.mjs", import.meta.url);
}
