import { parentPort } from "node:worker_threads";

// Reads the text of PDFs on a worker thread (pdf-text-reader.ts starts it with a heap limit,
// sends one file at a time and stops the thread when a file takes too long), so a hostile or
// huge PDF costs this thread, never the server's. pdf.js (pdfjs-dist's legacy build, which runs
// on Node 20) reads page by page; the reading stops at `maxPages` pages or `maxChars` characters.
// The thread stays for the next file (loading pdf.js is most of the cost of a small PDF).
// Plain JavaScript, so the thread starts without a TypeScript loader (in tests and `npm run dev`
// as in the bundle, where scripts/lib/build.mjs puts it beside the server's entry).

const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");

/** @param {{ id: number, bytes: Uint8Array, maxPages: number, maxChars: number }} job */
async function read(job) {
  const loading = pdfjs.getDocument({
    data: job.bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const pdf = await loading.promise;
  try {
    const texts = [];
    let chars = 0;
    const pages = Math.min(pdf.numPages, job.maxPages);
    for (let number = 1; number <= pages && chars < job.maxChars; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join(" ")
        .replace(/[ \t]+/g, " ")
        .trim();
      page.cleanup();
      if (text) {
        texts.push(text);
        chars += text.length;
      }
    }
    return { pages: pdf.numPages, text: texts.join("\n\n").slice(0, job.maxChars) };
  } finally {
    await pdf.destroy();
  }
}

parentPort.on("message", async (job) => {
  try {
    parentPort.postMessage({ id: job.id, ok: true, ...(await read(job)) });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, problem: String(error?.message ?? error).slice(0, 200) });
  }
});
parentPort.postMessage({ ready: true });
