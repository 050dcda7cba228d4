import type { DataSource } from "typeorm";
import { PdfText } from "../../db/entities/index.js";
import type { FileStorage } from "../../storage/file-storage.js";
import { DEFAULT_PDF_LIMITS, readPdfText, type PdfTextLimits, type PdfTextStatus } from "./pdf-text-reader.js";
import { sharedLogger } from "../../base/logger.js";

// The text of stored PDFs, read once per file: a storage key names one file for its whole life
// (a replaced file gets a new key), so the text read is kept in the pdf_text table and every
// later indexing of the row, and the panel's "no text" flag, read it from there.

export interface PdfTexts {
  /** The file's text, reading the file first when it was never read. */
  textOf(key: string): Promise<{ status: PdfTextStatus; text: string }>;
  /** What is known of these files, without reading any: status by key (absent: not read yet). */
  statuses(keys: string[]): Promise<Map<string, PdfTextStatus>>;
}

export function createPdfTexts(dataSource: DataSource, storage: FileStorage, maxBytes: number, limits: PdfTextLimits = DEFAULT_PDF_LIMITS): PdfTexts {
  const repo = () => dataSource.getRepository(PdfText);

  async function bytesOf(key: string): Promise<Uint8Array | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of storage.open(key)) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) return null;
        chunks.push(chunk as Buffer);
      }
    } catch {
      return null;
    }
    return new Uint8Array(Buffer.concat(chunks));
  }

  return {
    async textOf(key) {
      const known = await repo().findOneBy({ fileKey: key });
      if (known) return { status: known.status as PdfTextStatus, text: known.text };
      const bytes = await bytesOf(key);
      if (!bytes) return { status: "unreadable", text: "" }; // gone, or larger than any upload: not remembered
      const read = await readPdfText(bytes, limits);
      if (read.problem) sharedLogger().warn(`The text of ${key} could not be read: ${read.problem}.`);
      // A reading stopped by the clock may have met a busy machine: not remembered, so the
      // file's next indexing (its row's next save) tries again. Other outcomes are the file's own.
      if (read.timedOut) return { status: read.status, text: read.text };
      await repo().upsert({ fileKey: key, status: read.status, pages: read.pages, text: read.text, readAt: new Date() }, ["fileKey"]);
      return { status: read.status, text: read.text };
    },
    async statuses(keys) {
      const found = new Map<string, PdfTextStatus>();
      if (keys.length === 0) return found;
      const rows = await repo()
        .createQueryBuilder("p")
        .select(["p.fileKey", "p.status"])
        .where("p.fileKey IN (:...keys)", { keys: [...new Set(keys)] })
        .getMany();
      for (const row of rows) found.set(row.fileKey, row.status as PdfTextStatus);
      return found;
    },
  };
}
