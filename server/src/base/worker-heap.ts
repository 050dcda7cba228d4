import v8 from "node:v8";

// Heap limits of the server's worker threads (the page renderers; the PDF text reader is a child
// process with flags of its own, services/search/pdf-text-reader.ts).
//
// `npm start` runs the server with --max-old-space-size and --max-semi-space-size
// (scripts/lib/build.mjs). Those flags are process-wide, and V8 lets them override a worker's
// own `resourceLimits`: under `npm start` every worker had the main thread's 128 MB old
// generation and 8 MB semi-spaces whatever it asked for, so RENDER_HEAP_MB did not bound a
// render. The main thread's heap took its sizes when it started; unsetting the two flags
// (0 is "not given") afterwards leaves it as it is and lets each worker started from then on
// take the limits it asks for.

let unset = false;

/** The `resourceLimits` of a worker thread, made to hold (call it right before `new Worker`). */
export function workerHeapLimits(oldGenerationMb: number, youngGenerationMb: number): { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number } {
  if (!unset) {
    v8.setFlagsFromString("--max-old-space-size=0");
    v8.setFlagsFromString("--max-semi-space-size=0");
    unset = true;
  }
  return { maxOldGenerationSizeMb: oldGenerationMb, maxYoungGenerationSizeMb: youngGenerationMb };
}
