import { Readable } from "node:stream";
import type { IncomingFile } from "../base/incoming-file.js";
import { isFileSpec, type FileSpec, type SeedRecord } from "./content/files.js";
import { placeholderPdf } from "./placeholders/pdf.js";
import { placeholderImage, portraitImage } from "./placeholders/image.js";

// Turns the file descriptions of demo records into uploads. Each distinct description is
// generated once per process (a test that seeds several databases pays once); every use gets
// its own stream over the same bytes. `prepare` starts making the files of many records at once,
// a few at a time, so that drawing pictures (sharp's threads) and PDFs goes on while the seed
// writes rows.

const GENERATED = new Map<string, Promise<Buffer>>();

/**
 * The name a demo file is uploaded with, as a clerk's computer would have it: the document's
 * title ("Academic Calendar 2026-27.pdf"), without the characters file names cannot hold. The
 * panel shows it and downloads offer it.
 */
function fileNameOf(spec: FileSpec): string {
  const base = spec.placeholder === "pdf" ? spec.title : spec.placeholder === "image" ? (spec.label ?? spec.seed) : `Portrait ${spec.seed}`;
  const name = base
    .replace(/[\\/:*?"<>|]+/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80)
    .trim();
  return `${name || "Placeholder"}.${spec.placeholder === "pdf" ? "pdf" : "png"}`;
}

async function generate(spec: FileSpec): Promise<Buffer> {
  switch (spec.placeholder) {
    case "pdf":
      return placeholderPdf(spec.title, [...spec.lines]);
    case "image":
      return placeholderImage(spec);
    case "portrait":
      return portraitImage(spec.seed);
  }
}

/** Files made at the same time: enough to keep both cores and sharp's threads busy. */
const AT_ONCE = 4;

export class PlaceholderFiles {
  private readonly used = new Set<string>();

  /** How many distinct files this run used. */
  get distinctCount(): number {
    return this.used.size;
  }

  /** Starts making every file the records describe, AT_ONCE at a time; upload() then waits for its own. */
  prepare(records: readonly SeedRecord[]): void {
    const waiting = records.flatMap((record) => Object.values(record).filter(isFileSpec)).filter((spec) => !GENERATED.has(JSON.stringify(spec)));
    let next = 0;
    const startNext = (): Promise<void> | undefined => {
      const spec = waiting[next++];
      if (!spec) return undefined;
      const cacheKey = JSON.stringify(spec);
      if (GENERATED.has(cacheKey)) return startNext();
      const bytes = generate(spec);
      GENERATED.set(cacheKey, bytes);
      // A failure is reported by the upload() that waits for this file; here it only moves on.
      return bytes.then(startNext, startNext);
    };
    for (let i = 0; i < AT_ONCE; i++) void startNext();
  }

  async upload(spec: FileSpec): Promise<IncomingFile> {
    const cacheKey = JSON.stringify(spec);
    this.used.add(cacheKey);
    let bytes = GENERATED.get(cacheKey);
    if (!bytes) {
      bytes = generate(spec);
      GENERATED.set(cacheKey, bytes);
    }
    const buffer = await bytes;
    return {
      filename: fileNameOf(spec),
      mimetype: spec.placeholder === "pdf" ? "application/pdf" : "image/png",
      createReadStream: () => Readable.from(buffer),
    };
  }

  /** A copy of the record with every file description replaced by an upload. */
  async resolve(record: SeedRecord): Promise<Record<string, unknown>> {
    const input: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(record)) input[name] = isFileSpec(value) ? await this.upload(value) : value;
    return input;
  }
}
