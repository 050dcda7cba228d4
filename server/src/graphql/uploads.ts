import { createReadStream } from "node:fs";
import type { FileUpload } from "graphql-upload-minimal";
import { AppError, badField, tooLarge, type FieldLabel } from "../base/errors.js";
import type { IncomingFile } from "../base/incoming-file.js";
import { uploadSpool, type UploadSpool } from "../http/upload-spool.js";

// Files of a GraphQL multipart request arrive one after the other in one stream, and a file's
// Upload promise resolves only once the files before it have been read. A service that reads
// its files in its own order would wait for ever on a large file, so each mutation's files are
// first spooled (http/upload-spool.ts), all at once as they arrive, then handed to the service.
// The spool also notices a file cut short at the size limit, which the parser ends quietly.

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

async function spool(upload: unknown, field: UploadField, spooler: UploadSpool, maxBytes: number): Promise<IncomingFile> {
  try {
    const file = await (upload as Promise<FileUpload>);
    const spooled = await spooler.spool(file.createReadStream());
    if (spooled.cutAtLimit) throw tooLarge(maxBytes, field.name, field.label);
    return { filename: file.filename, mimetype: file.mimetype, createReadStream: () => createReadStream(spooled.path) };
  } catch (error) {
    throw uploadFailure(error, field, maxBytes);
  }
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
  const present = fields.filter((field) => input[field.name] !== undefined && input[field.name] !== null);
  if (present.length === 0) return call(input);
  const spooler = uploadSpool(limits.tempRoot, "graphql-");
  try {
    const values = { ...input };
    const results = await Promise.allSettled(
      present.map(async (field) => {
        values[field.name] = await spool(input[field.name], field, spooler, limits.maxBytes);
      }),
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
    if (failure) throw failure.reason;
    return await call(values);
  } finally {
    await spooler.remove();
  }
}
