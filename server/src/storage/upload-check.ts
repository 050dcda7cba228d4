import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { FileKind } from "../content/define.js";
import { AppError, badInput } from "../services/errors.js";
import type { FileStorage } from "./file-storage.js";
import type { IncomingFile } from "./incoming-file.js";

// An upload is judged by its bytes, not its name or the browser's claim: the first few KB are
// read before anything is written, and the size is counted while it streams to storage.

const ACCEPTED: Record<FileKind, Record<string, string>> = {
  pdf: { "application/pdf": "pdf" },
  image: { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" },
};

const KIND_WORDS: Record<FileKind, string> = {
  pdf: "a PDF document",
  image: "a JPEG, PNG or WebP picture",
};

const HEAD_BYTES = 4100;

export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** Reads up to `size` bytes from the start of a stream and gives back a stream of the whole. */
async function peek(source: Readable, size: number): Promise<{ head: Buffer; whole: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = source[Symbol.asyncIterator]();
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  return { head: head.subarray(0, size), whole: Readable.from(replay(), { objectMode: false }) };
}

function sizeLimit(maxBytes: number, field: string, label: string): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) {
        callback(tooLarge(maxBytes, field, label));
        return;
      }
      callback(null, chunk);
    },
  });
}

export function tooLarge(maxBytes: number, field: string, label: string): AppError {
  const mb = Number((maxBytes / (1024 * 1024)).toFixed(2));
  return new AppError("PAYLOAD_TOO_LARGE", `${label}: the file is larger than ${mb} MB. Please choose a smaller file.`, field);
}

/** An error from the upload parser or stream that means "too big". */
function isSizeError(error: unknown): boolean {
  const e = error as { status?: number; code?: string; message?: string } | undefined;
  return e?.status === 413 || e?.code === "LIMIT_FILE_SIZE" || /exceeds the size limit|too large/i.test(e?.message ?? "");
}

/**
 * Checks one incoming file against the field's kind and stores it. Returns the storage key.
 * Nothing is stored when the check fails.
 */
export async function storeCheckedUpload(options: {
  storage: FileStorage;
  file: IncomingFile;
  kind: FileKind;
  folder: string;
  field: string;
  label: string;
  maxBytes: number;
}): Promise<string> {
  const { storage, file, kind, folder, field, label, maxBytes } = options;
  let stream: Readable;
  try {
    stream = file.createReadStream();
  } catch (error) {
    if (isSizeError(error)) throw tooLarge(maxBytes, field, label);
    throw badInput(field, `${label}: the file could not be read. Please choose it again.`);
  }
  let head: Buffer;
  let whole: Readable;
  try {
    ({ head, whole } = await peek(stream, HEAD_BYTES));
  } catch (error) {
    if (isSizeError(error)) throw tooLarge(maxBytes, field, label);
    throw badInput(field, `${label}: the file could not be read. Please choose it again.`);
  }
  if (head.length === 0) throw badInput(field, `${label}: the file is empty. Please choose ${KIND_WORDS[kind]}.`);
  const detected = await fileTypeFromBuffer(head);
  const extension = detected ? ACCEPTED[kind][detected.mime] : undefined;
  if (!extension) {
    stream.destroy();
    throw badInput(field, `${label}: this file is not ${KIND_WORDS[kind]}. Please choose ${KIND_WORDS[kind]}.`);
  }
  const key = `${folder}/${randomUUID()}.${extension}`;
  try {
    const limited = sizeLimit(maxBytes, field, label);
    whole.on("error", (error) => limited.destroy(error));
    await storage.put(key, whole.pipe(limited));
  } catch (error) {
    stream.destroy();
    await storage.delete(key);
    if (error instanceof AppError) throw error;
    if (isSizeError(error)) throw tooLarge(maxBytes, field, label);
    throw error;
  }
  return key;
}
