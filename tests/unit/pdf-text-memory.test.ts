import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DEFAULT_PDF_LIMITS, readPdfText } from "../../server/src/services/search/pdf-text-reader.js";
import { inflatingPdf } from "../support/hostile-pdfs.js";
import { available, watchMemory } from "../support/process-memory.js";

// Issue 34: a 399 KB PDF whose content stream inflates to 400 MB raised the server's resident
// memory by 700 MB, since pdf.js's buffers lie outside a worker thread's heap limit. Read with
// the real reader, such a file must cost the server little and the reader a bounded amount,
// answer soon with no text, and leave the reader able to read the next file. The bounds are
// generous on purpose (a busy 2-core machine): the failure they catch is hundreds of MB.

const SERVER_GROWTH_MB = 150;
/** The reader's memory limit (256 MB) with room for a watch that looks every 50 ms. */
const READER_PEAK_MB = 450;

async function normalPdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 10 });
  return doc.save();
}

async function readWatched(bytes: Uint8Array, limits = DEFAULT_PDF_LIMITS) {
  const memory = watchMemory();
  const started = performance.now();
  const read = await readPdfText(bytes, limits);
  return { read, seconds: (performance.now() - started) / 1000, ...memory.stop() };
}

describe.runIf(available)("reading a PDF that inflates to hundreds of MB", () => {
  it("refuses a FlateDecode stream of 400 MB quickly, the server's memory barely moving", async () => {
    const bomb = await inflatingPdf(400);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { read, seconds, selfGrowthMb, childPeakMb } = await readWatched(bomb);
    console.log(`flate bomb: ${JSON.stringify(read.problem)} in ${seconds.toFixed(1)} s; server +${selfGrowthMb} MB, reader peak ${childPeakMb} MB`);
    expect(read).toMatchObject({ status: "unreadable", text: "" });
    expect(read.timedOut).toBeFalsy();
    expect(read.problem).toBe("a FlateDecode stream inflates to more than 64 MB");
    expect(seconds).toBeLessThan(15);
    expect(selfGrowthMb).toBeLessThan(SERVER_GROWTH_MB);
    expect(childPeakMb).toBeLessThan(READER_PEAK_MB);
  }, 60_000);

  it("stops a bomb its size check cannot see (ASCIIHex over Flate) by the reader's memory limit", async () => {
    const bomb = await inflatingPdf(400, { hex: true });
    // A longer time limit than the usual 20 s, so that on a busy machine too it is the memory
    // limit that stops this file (reaching it takes pdf.js 4-7 s here).
    const { read, seconds, selfGrowthMb, childPeakMb } = await readWatched(bomb, { ...DEFAULT_PDF_LIMITS, timeoutMs: 60_000 });
    console.log(`hex-wrapped bomb: ${JSON.stringify(read.problem)} in ${seconds.toFixed(1)} s; server +${selfGrowthMb} MB, reader peak ${childPeakMb} MB`);
    expect(read).toMatchObject({ status: "unreadable", text: "" });
    expect(read.timedOut).toBeFalsy();
    expect(read.problem).toBe("used more than 256 MB of memory");
    expect(seconds).toBeLessThan(45);
    expect(selfGrowthMb).toBeLessThan(SERVER_GROWTH_MB);
    expect(childPeakMb).toBeLessThan(READER_PEAK_MB);
  }, 90_000);

  it("still reads a normal PDF's text afterwards", async () => {
    const read = await readPdfText(await normalPdf("The examination hall list for the winter term"));
    expect(read.status).toBe("text");
    expect(read.text).toContain("examination hall list");
  }, 30_000);
});
