import busboy from "busboy";
import type { Request } from "express";
import { AppError, badInput } from "../base/errors.js";
import { uploadSpool, type UploadSpool } from "../http/upload-spool.js";

// Reads the body of a legacy POST, whatever way the old client sent it: multipart form data
// (files are spooled by http/upload-spool.ts), URL-encoded form data, or JSON. Values stay as sent; translating names and handing files to a service happens later.

/**
 * Marks the file parts that the multipart parser saved. A symbol cannot come out of JSON or a
 * form field, so no request can dress a value up as a file (and name a path on the server).
 */
const SAVED_BY_PARSER = Symbol("saved by the multipart parser");

/** A file part of a multipart form, saved in the temp folder. */
export interface SavedPart {
  [SAVED_BY_PARSER]: true;
  kind: "file";
  filename: string;
  mimetype: string;
  tempPath: string;
  size: number;
  /** Larger than the upload limit: only the start was kept, and the file must be refused. */
  tooLarge: boolean;
}

export type FormValue = string | number | boolean | null | SavedPart;

export interface LegacyForm {
  /** Every value sent under a name, in the order sent (repeated names such as memberNames[]). */
  values: Map<string, FormValue[]>;
  /** Removes the temp folder and the files in it. Safe to call more than once. */
  cleanup(): Promise<void>;
}

export interface FormLimits {
  /** The upload limit; a file that goes past it is marked tooLarge. */
  maxFileBytes: number;
  /** The folder that receives each request's temp folder. */
  tempRoot: string;
}

const MAX_FILES = 20;
const MAX_FIELDS = 500;
const MAX_FIELD_BYTES = 1024 * 1024;
const MAX_JSON_BYTES = 256 * 1024;

/** Temp folders of this process start with this prefix. */
export const TEMP_PREFIX = `gp-legacy-upload-${process.pid}-`;

export function isSavedPart(value: unknown): value is SavedPart {
  return typeof value === "object" && value !== null && (value as SavedPart)[SAVED_BY_PARSER] === true;
}

const isScalar = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

function add(values: Map<string, FormValue[]>, name: string, value: FormValue): void {
  const list = values.get(name);
  if (list) list.push(value);
  else values.set(name, [value]);
}

const tooManyParts = () => new AppError("PAYLOAD_TOO_LARGE", `The form has too many fields or files (at most ${MAX_FILES} files and ${MAX_FIELDS} fields).`);

async function readJson(req: Request): Promise<Map<string, FormValue[]>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The form is too large. Please shorten the longest answers.");
    chunks.push(chunk);
  }
  const values = new Map<string, FormValue[]>();
  const text = Buffer.concat(chunks).toString("utf8").trim();
  if (!text) return values;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badInput("body", "The form could not be read: its data is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw badInput("body", "The form could not be read: send its fields as one JSON object.");
  }
  // Like a form: each field holds text (or a number or yes/no), or a list of those for a
  // repeated field. Anything deeper is refused here, before any code walks it.
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!isScalar(item)) {
        throw badInput(name, `The form field "${name.slice(0, 60)}" must be text or a list of texts. Files must be sent as multipart/form-data.`);
      }
      add(values, name, item);
    }
  }
  return values;
}

function readFormData(req: Request, limits: FormLimits, spooler: UploadSpool): Promise<Map<string, FormValue[]>> {
  return new Promise((resolve, reject) => {
    const values = new Map<string, FormValue[]>();
    const writes: Promise<unknown>[] = [];
    let failure: unknown = null;
    const fail = (error: unknown) => {
      failure ??= error;
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        limits: {
          // One byte past the limit: busboy reports reaching its limit, not passing it.
          fileSize: limits.maxFileBytes + 1,
          files: MAX_FILES,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
    } catch {
      reject(badInput("body", "The form could not be read. Send it as multipart/form-data."));
      return;
    }
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(new AppError("PAYLOAD_TOO_LARGE", `The form field "${name.slice(0, 60)}" is too long.`));
      add(values, name, value);
    });
    parser.on("file", (name, stream, info) => {
      const part: SavedPart = { [SAVED_BY_PARSER]: true, kind: "file", filename: info.filename ?? "", mimetype: info.mimeType, tempPath: "", size: 0, tooLarge: false };
      add(values, name, part);
      writes.push(spooler.spool(stream).then((spooled) => Object.assign(part, { tempPath: spooled.path, size: spooled.size, tooLarge: spooled.cutAtLimit }), fail));
    });
    parser.on("filesLimit", () => fail(tooManyParts()));
    parser.on("fieldsLimit", () => fail(tooManyParts()));
    parser.on("partsLimit", () => fail(tooManyParts()));
    parser.on("error", (error) => {
      req.unpipe(parser);
      req.resume();
      fail(badInput("body", "The form could not be read completely. Please send it again."));
      void Promise.allSettled(writes).then(() => reject(failure ?? error));
    });
    parser.on("close", () => {
      void Promise.allSettled(writes).then(() => (failure ? reject(failure) : resolve(values)));
    });
    // A client that goes away mid-upload never ends the body: stop the parser so that the
    // temp files are written out, then removed.
    req.on("close", () => {
      if (!req.complete) parser.destroy(badInput("body", "The form was not received completely. Please send it again."));
    });
    req.pipe(parser);
  });
}

/** Parses the body of `req`. The caller must call `cleanup()` when done, also after an error. */
export async function readLegacyForm(req: Request, limits: FormLimits): Promise<LegacyForm> {
  const spooler = uploadSpool(limits.tempRoot, TEMP_PREFIX);
  const cleanup = () => spooler.remove();
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  try {
    let values: Map<string, FormValue[]>;
    if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
      values = await readFormData(req, limits, spooler);
    } else if (type === "application/json" || type === "text/plain" || type === "") {
      // The old alumni form posted JSON as text/plain (no preflight); some clients send no type.
      values = await readJson(req);
    } else {
      req.resume();
      throw badInput("body", `The form was sent as ${type.slice(0, 60)}, which this address does not read. Send it as multipart/form-data.`);
    }
    return { values, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
