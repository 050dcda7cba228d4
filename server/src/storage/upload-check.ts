import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { FileKind } from "../content/define.js";
import { FIELD_KINDS, type StoredImageInfo } from "../content/kinds/index.js";
import { AppError, badField, tooLarge, type FieldLabel } from "../base/errors.js";
import { variantKey, type FileStorage } from "./file-storage.js";
import { MAX_PICTURE_PIXELS, PictureTooLarge, preparePicture, UnreadablePicture, type PictureFormat, type PreparedPicture } from "./picture.js";
import type { IncomingFile } from "../base/incoming-file.js";

// An upload is judged by its bytes, not its name or the browser's claim: the first few KB are
// read before anything is written, and the size is counted while it streams to storage. A
// picture is then read whole and decoded (picture.ts): stored upright without metadata, with
// WebP variants beside it, or refused when it cannot be decoded.

/** What each file kind accepts (content/kinds/files.ts). */
const rulesOf = (kind: FileKind) => FIELD_KINDS[kind].file!;

const HEAD_BYTES = 4100;

/** The type a stored file is served with, by the extension its checked bytes gave it. */
export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  (["pdf", "image"] as const).flatMap((kind) => Object.entries(rulesOf(kind).accepted).map(([mime, extension]) => [extension, mime])),
);

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

function sizeLimit(maxBytes: number, field: string, label: FieldLabel): Transform {
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


/** An error from the upload parser or stream that means "too big". */
function isSizeError(error: unknown): boolean {
  const e = error as { status?: number; code?: string; message?: string } | undefined;
  return e?.status === 413 || e?.code === "LIMIT_FILE_SIZE" || /exceeds the size limit|too large/i.test(e?.message ?? "");
}

/** What storing one checked upload wrote. */
export interface StoredUpload {
  /** The field's value: the stored file's key. */
  key: string;
  /** Every file written: the key and, for a picture, its variants. */
  keys: string[];
  /** For a picture: its size upright and its WebP variants. */
  image?: StoredImageInfo;
}

async function readAll(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * A picture (the kind's rules give variant widths) is read whole, decoded, and stored re-encoded
 * upright without metadata, with its WebP variants beside it. Every file written is removed
 * when one fails.
 */
async function storePicture(options: {
  storage: FileStorage;
  bytes: Buffer;
  key: string;
  extension: PictureFormat;
  widths: readonly number[];
  field: string;
  label: FieldLabel;
}): Promise<StoredUpload> {
  const { storage, bytes, key, extension, widths, field, label } = options;
  let picture: PreparedPicture;
  try {
    picture = await preparePicture(bytes, extension, widths);
  } catch (error) {
    if (error instanceof PictureTooLarge) {
      throw badField(field, "pictureTooManyPixels", (language) => ({ label: label(language), megapixels: MAX_PICTURE_PIXELS / 1_000_000 }));
    }
    if (error instanceof UnreadablePicture) {
      throw badField(field, "pictureUnreadable", (language) => ({ label: label(language), file: "image" }));
    }
    throw error;
  }
  const files = [
    { key, bytes: picture.original },
    ...picture.variants.map((variant) => ({ key: variantKey(key, variant.width), bytes: variant.bytes })),
  ];
  const written: string[] = [];
  try {
    for (const file of files) {
      written.push(file.key);
      await storage.put(file.key, Readable.from([file.bytes]));
    }
  } catch (error) {
    for (const done of written) await storage.delete(done).catch(() => undefined);
    throw error;
  }
  return {
    key,
    keys: written,
    image: {
      key,
      width: picture.width,
      height: picture.height,
      variants: picture.variants.map((variant) => ({ width: variant.width, key: variantKey(key, variant.width) })),
    },
  };
}

/**
 * Checks one incoming file against the field's kind and stores it (a picture with its variants).
 * Nothing is stored when the check fails.
 */
export async function storeCheckedUpload(options: {
  storage: FileStorage;
  file: IncomingFile;
  kind: FileKind;
  folder: string;
  field: string;
  label: FieldLabel;
  maxBytes: number;
}): Promise<StoredUpload> {
  const { storage, file, kind, folder, field, label, maxBytes } = options;
  let stream: Readable;
  try {
    stream = file.createReadStream();
  } catch (error) {
    if (isSizeError(error)) throw tooLarge(maxBytes, field, label);
    throw badField(field, "fileUnreadable", (language) => ({ label: label(language) }));
  }
  let head: Buffer;
  let whole: Readable;
  try {
    ({ head, whole } = await peek(stream, HEAD_BYTES));
  } catch (error) {
    if (isSizeError(error)) throw tooLarge(maxBytes, field, label);
    throw badField(field, "fileUnreadable", (language) => ({ label: label(language) }));
  }
  const { accepted, variantWidths } = rulesOf(kind);
  if (head.length === 0) throw badField(field, "fileEmpty", (language) => ({ label: label(language), file: kind }));
  const detected = await fileTypeFromBuffer(head);
  const extension = detected ? accepted[detected.mime] : undefined;
  if (!extension) {
    stream.destroy();
    throw badField(field, "fileWrongType", (language) => ({ label: label(language), file: kind }));
  }
  const key = `${folder}/${randomUUID()}.${extension}`;
  if (variantWidths) {
    let bytes: Buffer;
    try {
      const limited = sizeLimit(maxBytes, field, label);
      whole.on("error", (error) => limited.destroy(error));
      bytes = await readAll(whole.pipe(limited));
    } catch (error) {
      stream.destroy();
      if (error instanceof AppError) throw error;
      if (isSizeError(error)) throw tooLarge(maxBytes, field, label);
      throw error;
    }
    return storePicture({ storage, bytes, key, extension: extension as PictureFormat, widths: variantWidths, field, label });
  }
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
  return { key, keys: [key] };
}
