import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { FileUpload } from "graphql-upload-minimal";
import { AppError, badField, tooLarge, type FieldLabel } from "../base/errors.js";
import type { IncomingFile } from "../base/incoming-file.js";

// Files of a GraphQL multipart request arrive one after the other in one stream, and a file's
// Upload promise resolves only once the files before it have been read. A service that reads
// its files in its own order would wait for ever on a large file, so each mutation's files are
// first copied to a temporary folder, all at once as they arrive, then handed to the service.
// The copy also notices a file cut short at the size limit, which the parser ends quietly.
// The temporary folders are the site's own (DATA_DIR/upload-temp, private to its account): what
// a killed server leaves there is swept at the next start (services/leftover-uploads.ts).

export interface UploadField {
  /** The input field: named in error messages. */
  name: string;
  label: FieldLabel;
}

interface ParserError {
  status?: number;
}

function uploadFailure(error: unknown, field: UploadField, maxBytes: number): Error {
  if (error instanceof AppError) return error;
  if ((error as ParserError | undefined)?.status === 413) return tooLarge(maxBytes, field.name, field.label);
  return badField(field.name, "fileIncomplete", (language) => ({ label: field.label(language) }));
}

function copyToFile(source: Readable, target: string, onLimit: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(target, { mode: 0o600 });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      source.unpipe(out);
      out.destroy();
      source.resume(); // let the parser move on to the next file
      reject(error);
    };
    source.on("limit", () => fail(onLimit()));
    source.on("error", (error) => fail(error));
    out.on("error", (error) => fail(error));
    out.on("finish", () => {
      if ((source as Readable & { truncated?: boolean }).truncated) fail(onLimit());
      else if (!failed) resolve();
    });
    source.pipe(out);
  });
}

async function spool(upload: unknown, field: UploadField, target: string, maxBytes: number): Promise<IncomingFile> {
  let file: FileUpload;
  let source: Readable;
  try {
    file = await (upload as Promise<FileUpload>);
    source = file.createReadStream();
  } catch (error) {
    throw uploadFailure(error, field, maxBytes);
  }
  try {
    await copyToFile(source, target, () => tooLarge(maxBytes, field.name, field.label));
  } catch (error) {
    throw uploadFailure(error, field, maxBytes);
  }
  return { filename: file.filename, mimetype: file.mimetype, createReadStream: () => createReadStream(target) };
}

/**
 * Replaces the Upload values of `input` (for the given fields) by IncomingFiles read from
 * temporary copies in a new folder below `tempRoot`, runs `call`, and removes the copies afterwards.
 */
export async function withSpooledUploads<T>(
  input: Record<string, unknown>,
  fields: readonly UploadField[],
  limits: { maxBytes: number; tempRoot: string },
  call: (input: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  const { maxBytes } = limits;
  const present = fields.filter((field) => input[field.name] !== undefined && input[field.name] !== null);
  if (present.length === 0) return call(input);
  await mkdir(limits.tempRoot, { recursive: true, mode: 0o700 });
  const folder = await mkdtemp(path.join(limits.tempRoot, "graphql-"));
  try {
    const values = { ...input };
    const results = await Promise.allSettled(
      present.map(async (field, index) => {
        values[field.name] = await spool(input[field.name], field, path.join(folder, String(index)), maxBytes);
      }),
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
    if (failure) throw failure.reason;
    return await call(values);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
