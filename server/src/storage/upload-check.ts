import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { FileKind } from "../content/define.js";
import { FIELD_KINDS, type StoredImageInfo } from "../content/kinds/index.js";
import { AppError, badField, tooLarge, type FieldLabel } from "../base/errors.js";
import type { MessageParams } from "../messages/catalogue.js";
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

/** The refusals of one field's upload, each naming the field in the reader's language. */
function refusalsOf(field: string, label: FieldLabel, maxBytes: number) {
  type Refusal = "pictureTooManyPixels" | "pictureUnreadable" | "fileUnreadable" | "fileEmpty" | "fileWrongType";
  const worded = <K extends Refusal>(key: K, params: Omit<MessageParams<K>, "label">) =>
    badField(field, key, (language) => ({ ...params, label: label(language) }) as MessageParams<K>);
  const tooBig = () => tooLarge(maxBytes, field, label);
  return {
    worded,
    tooBig,
    /** The stream before the check: a size error, or a file that cannot be read. */
    unreadable: (error: unknown) => (isSizeError(error) ? tooBig() : worded("fileUnreadable", {})),
    /** What a failed read or write means to the person uploading; anything else is the server's. */
    failure: (error: unknown) => (error instanceof AppError ? error : isSizeError(error) ? tooBig() : error),
    /** `whole` counted as it passes: past maxBytes it ends with the too-large refusal. */
    counted(whole: Readable): Transform {
      let total = 0;
      const limited = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          total += chunk.length;
          if (total > maxBytes) callback(tooBig());
          else callback(null, chunk);
        },
      });
      whole.on("error", (error) => limited.destroy(error));
      return whole.pipe(limited);
    },
  };
}

type UploadRefusals = ReturnType<typeof refusalsOf>;

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
  refusals: UploadRefusals;
}): Promise<StoredUpload> {
  const { storage, bytes, key, extension, widths, refusals } = options;
  let picture: PreparedPicture;
  try {
    picture = await preparePicture(bytes, extension, widths);
  } catch (error) {
    if (error instanceof PictureTooLarge) {
      throw refusals.worded("pictureTooManyPixels", { megapixels: MAX_PICTURE_PIXELS / 1_000_000 });
    }
    if (error instanceof UnreadablePicture) {
      throw refusals.worded("pictureUnreadable", { file: "image" });
    }
    throw error;
  }
  const files = [{ key, bytes: picture.original }, ...picture.variants.map((variant) => ({ key: variantKey(key, variant.width), bytes: variant.bytes }))];
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
  const refusals = refusalsOf(field, label, maxBytes);
  let stream: Readable;
  let head: Buffer;
  let whole: Readable;
  try {
    stream = file.createReadStream();
  } catch (error) {
    throw refusals.unreadable(error);
  }
  try {
    ({ head, whole } = await peek(stream, HEAD_BYTES));
  } catch (error) {
    throw refusals.unreadable(error);
  }
  const { accepted, variantWidths } = rulesOf(kind);
  if (head.length === 0) throw refusals.worded("fileEmpty", { file: kind });
  const detected = await fileTypeFromBuffer(head);
  const extension = detected ? accepted[detected.mime] : undefined;
  if (!extension) {
    stream.destroy();
    throw refusals.worded("fileWrongType", { file: kind });
  }
  const key = `${folder}/${randomUUID()}.${extension}`;
  if (variantWidths) {
    let bytes: Buffer;
    try {
      bytes = await readAll(refusals.counted(whole));
    } catch (error) {
      stream.destroy();
      throw refusals.failure(error);
    }
    return storePicture({ storage, bytes, key, extension: extension as PictureFormat, widths: variantWidths, refusals });
  }
  try {
    await storage.put(key, refusals.counted(whole));
  } catch (error) {
    stream.destroy();
    await storage.delete(key);
    throw refusals.failure(error);
  }
  return { key, keys: [key] };
}
