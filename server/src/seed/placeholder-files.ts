import { Readable } from "node:stream";
import type { IncomingFile } from "../base/incoming-file.js";
import { isFileSpec, type FileSpec, type SeedRecord } from "./content/files.js";
import { placeholderPdf } from "./placeholders/pdf.js";
import { placeholderImage, portraitImage } from "./placeholders/image.js";

// Turns the file descriptions of demo records into uploads. Each distinct description is
// generated once per process (a test that seeds several databases pays once); every use gets
// its own stream over the same bytes.

const GENERATED = new Map<string, Promise<Buffer>>();

function fileNameOf(spec: FileSpec): string {
  const base = spec.placeholder === "pdf" ? spec.title : spec.placeholder === "image" ? spec.label ?? spec.seed : `portrait ${spec.seed}`;
  const slug = base
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${slug || "placeholder"}.${spec.placeholder === "pdf" ? "pdf" : "png"}`;
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

export class PlaceholderFiles {
  private readonly used = new Set<string>();

  /** How many distinct files this run used. */
  get distinctCount(): number {
    return this.used.size;
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
