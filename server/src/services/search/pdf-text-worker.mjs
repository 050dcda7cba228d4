import { parentPort, workerData } from "node:worker_threads";

// Reads the text of one PDF on a worker thread of its own (pdf-text-reader.ts starts it with a
// heap limit and stops it after a time limit), so a hostile or huge PDF costs this thread, never
// the server's. pdf.js (pdfjs-dist's legacy build, which runs on Node 20) reads page by page;
// the reading stops at `maxPages` pages or `maxChars` characters.

// Plain JavaScript, so the thread starts without a TypeScript loader (in tests and `npm run dev`
// as in the bundle, where scripts/lib/build.mjs copies it beside the server's entry).

/** @type {{ bytes: Uint8Array, maxPages: number, maxChars: number }} */
const job = workerData;
const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
const loading = pdfjs.getDocument({
  data: job.bytes,
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  stopAtErrors: false,
  verbosity: 0,
});
const pdf = await loading.promise;
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
await pdf.destroy();
/** The answer: pdf-text-reader.ts PdfTextAnswer. */
const answer = { pages: pdf.numPages, text: texts.join("\n\n").slice(0, job.maxChars) };
parentPort.postMessage(answer);
