import { z } from "zod";
import { inputRequired, type FieldSpec } from "../field-spec.js";
import { AS_IS_CONVERSIONS, type CompanionField, type FieldKind, type FileRules } from "./kind.js";

// Uploaded files. A row stores the file's storage key ("time-table/3f2c....pdf"); the API
// shows its address under /uploads/, the old rows the same path without the leading slash.

export const UPLOADS_PATH = "/uploads/";

/** A storage key as the public address of the file, or null. */
export function fileUrl(key: unknown): string | null {
  if (typeof key !== "string" || key === "") return null;
  return key.startsWith(UPLOADS_PATH) ? key : UPLOADS_PATH + key;
}

/**
 * A file as a transport hands it over: on the server an object that can open a stream of the
 * bytes, in a browser a File. Its type is judged later, from the bytes.
 */
export function isUploadValue(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (typeof Blob !== "undefined" && value instanceof Blob) return true;
  const file = value as { createReadStream?: unknown; filename?: unknown };
  return typeof file.createReadStream === "function" && typeof file.filename === "string";
}

/** What is known of a stored picture: its size upright, and its WebP variants by width. */
export interface StoredImageInfo {
  /** The original's storage key. */
  key: string;
  width: number;
  height: number;
  /** Smallest first. */
  variants: { width: number; key: string }[];
}

/** The widths of the WebP variants made of every uploaded picture. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

/** A picture's facts as the services put them beside it: its stored info, and its file's type, size and original name when known. */
export type PictureFacts = StoredImageInfo & Partial<Pick<StoredFileFacts, "contentType" | "bytes" | "name">>;

/** `xInfo` beside every file field `x`: what the services stored of the file, shaped by `shape`; null when they stored nothing. */
function fileInfo<Facts>(info: Omit<CompanionField, "name" | "toApi">, shape: (facts: Facts) => object): CompanionField {
  return { name: (field) => `${field}Info`, ...info, toApi: (value) => (value ? shape(value as Facts) : null) };
}

/** Beside an image field: the picture's size and variants (for srcset), its file's type, size and original name. */
const imageInfo = fileInfo<PictureFacts>(
  {
    output: "ImageInfo",
    selection: "url width height variants { url width } contentType bytes name",
    apiNote: "The picture's size (upright, in pixels) and its WebP variants for srcset; null when there is no picture or it was stored before variants were made.",
  },
  (info) => ({
    url: fileUrl(info.key),
    width: info.width,
    height: info.height,
    variants: info.variants.map((variant) => ({ url: fileUrl(variant.key), width: variant.width })),
    contentType: info.contentType ?? null,
    bytes: info.bytes ?? null,
    name: info.name ?? null,
  }),
);

/** What is known of a stored document: its type (checked from its bytes when stored), size, and the name it was uploaded with. */
export interface StoredFileFacts {
  key: string;
  contentType: string;
  bytes: number;
  /** "Winter timetable 2026.pdf"; absent for a file stored before names were kept. */
  name?: string;
}

/** Beside a document field: its type, size and original name, shown beside a download link. */
const documentInfo = fileInfo<StoredFileFacts>(
  {
    output: "FileInfo",
    selection: "url contentType bytes name textLayer",
    apiNote: "The file's type and size, to show beside a link to it; null when there is no file or it is missing on the server.",
  },
  (facts) => ({ url: fileUrl(facts.key), contentType: facts.contentType, bytes: facts.bytes, name: facts.name ?? null }),
);

function fileKind(rules: FileRules, widget: "pdf" | "image", companion?: CompanionField): FieldKind {
  return {
    ...AS_IS_CONVERSIONS,
    output: (field: FieldSpec) => `String${field.required ? "!" : ""}`,
    input: (field: FieldSpec, mode) => `Upload${inputRequired(field, mode) ? "!" : ""}`,
    schema: (_field, { m, label }) => z.custom((v) => isUploadValue(v), m.uploadedFile({ label })),
    column: () => ({ type: "varchar", length: 300 }),
    empty: null,
    toApi: fileUrl,
    toLegacy: (value) => (value === null || value === undefined ? null : `uploads/${String(value)}`),
    widget,
    cell: "file",
    sort: "never",
    file: rules,
    ...(companion ? { companion } : {}),
  };
}

export const pdf: FieldKind = { ...fileKind({ accepted: { "application/pdf": "pdf" }, words: "a PDF document" }, "pdf", documentInfo), searchedAsBody: true };

export const image = fileKind(
  {
    accepted: { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" },
    words: "a JPEG, PNG or WebP picture",
    variantWidths: IMAGE_VARIANT_WIDTHS,
  },
  "image",
  imageInfo,
);
