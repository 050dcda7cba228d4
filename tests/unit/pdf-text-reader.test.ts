import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DEFAULT_PDF_LIMITS, readPdfText } from "../../server/src/services/search/pdf-text-reader.js";

// The PDF reader's bounds, in its real child process: text from every page, a scan flagged, a
// file over its time limit stopped (and the next file read by a new process), garbage refused.
// Files that inflate to hundreds of MB: pdf-text-memory.test.ts.

async function pdf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const text of pages) {
    const page = doc.addPage([300, 200]);
    if (text) page.drawText(text, { x: 20, y: 100, size: 10 });
    else page.drawRectangle({ x: 20, y: 20, width: 100, height: 50 });
  }
  return doc.save();
}

describe("reading PDF text", () => {
  it("reads every page, and flags a PDF with no text as a scan", async () => {
    const read = await readPdfText(await pdf(["First page of the circular", "", "Third page: the examination hall list"]));
    expect(read.status).toBe("text");
    expect(read.pages).toBe(3);
    expect(read.text).toContain("First page of the circular");
    expect(read.text).toContain("examination hall list");
    expect((await readPdfText(await pdf(["", ""]))).status).toBe("no-text");
  }, 30_000);

  it("stops a reading past its time limit, and reads the next file in a new process", async () => {
    const slow = await readPdfText(await pdf(["Some words on a page"]), { ...DEFAULT_PDF_LIMITS, timeoutMs: 1 });
    expect(slow).toMatchObject({ status: "unreadable", timedOut: true });
    expect((await readPdfText(await pdf(["Words after the stopped one"]))).text).toContain("Words after the stopped one");
  }, 30_000);

  it("says a reading that passed its heap limit needed more heap, and reads the next file", async () => {
    expect(await readPdfText(await pdf(["Some words on a page"]), { ...DEFAULT_PDF_LIMITS, heapMb: 4 })).toMatchObject({
      status: "unreadable",
      problem: "needed more than 4 MB of heap",
    });
    expect((await readPdfText(await pdf(["Words after the stopped one"]))).text).toContain("Words after the stopped one");
  }, 30_000);

  it("answers unreadable for garbage named PDF, and for a PDF cut short", async () => {
    const garbage = new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5000, 0x41)]));
    expect((await readPdfText(garbage)).status).toBe("unreadable");
    const whole = await pdf(["A page that will be cut"]);
    expect(["unreadable", "no-text", "text"]).toContain((await readPdfText(whole.slice(0, Math.floor(whole.length / 2)))).status);
  }, 30_000);
});
