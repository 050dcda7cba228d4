import { oversizedStream } from "./pdf-stream-sizes.mjs";
import { startGuard } from "./pdf-text-guard.mjs";

// Reads the text of PDFs in a child process of the server, so a hostile or huge PDF costs this
// process, never the server: pdf.js's decoded streams are ArrayBuffers, outside any V8 heap
// limit, which is why a worker thread could not bound them. pdf-text-reader.ts starts it with a
// heap limit and, as its argument, a memory limit in MB, sends one file at a time, and kills it
// when a file takes too long or it holds too much memory (pdf-text-guard.mjs watches the memory
// from inside too). A file with a stream that inflates past the limit is
// refused before pdf.js sees it (pdf-stream-sizes.mjs). pdf.js (pdfjs-dist's legacy build, which
// runs on Node 20) reads page by page; the reading stops at `maxPages` pages or `maxChars`
// characters. The process stays for the next file (loading pdf.js is most of the cost of a
// small PDF). Plain JavaScript, so it starts without a TypeScript loader (in tests and `npm run
// dev` as in the bundle, where scripts/lib/build.mjs puts it beside the server's entry).

startGuard(Number(process.argv[2]));
const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");

/** @param {{ bytes: Uint8Array, maxPages: number, maxChars: number }} job */
async function read(job) {
  const loading = pdfjs.getDocument({
    // A plain Uint8Array: pdf.js copies a Buffer, with a warning.
    data: new Uint8Array(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
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

/** @param {{ id: number, bytes: Uint8Array, maxPages: number, maxChars: number, maxStreamBytes: number }} job */
async function answer(job) {
  try {
    const refused = await oversizedStream(job.bytes, job.maxStreamBytes);
    if (refused) return { id: job.id, ok: false, problem: refused };
    return { id: job.id, ok: true, ...(await read(job)) };
  } catch (error) {
    return { id: job.id, ok: false, problem: String(error?.message ?? error).slice(0, 200) };
  }
}

process.on("message", async (job) => process.send(await answer(job)));
// The server is gone (or has let this reader go): nothing is left to answer.
process.on("disconnect", () => process.exit(0));
process.send({ ready: true });
