import { documentsMessages as m } from "../messages/documents.js";

// Office formats have long type names; a visitor knows them by the program.
const KNOWN: Record<string, string> = {
  msword: "Word",
  "vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
  "vnd.ms-excel": "Excel",
  "vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel",
  "vnd.ms-powerpoint": "PowerPoint",
  "vnd.openxmlformats-officedocument.presentationml.presentation": "PowerPoint",
  plain: "Text",
};

/** "application/pdf" -> "PDF", "image/jpeg" -> "JPEG": the short name a visitor knows. */
export function fileTypeName(contentType: string): string {
  const subtype = contentType.split(";")[0]!.split("/").pop()!.trim().toLowerCase();
  if (Object.hasOwn(KNOWN, subtype)) return KNOWN[subtype]!;
  const short = subtype.replace(/^(x-|vnd\.)/, "").split(/[.+]/)[0]!;
  return short.toUpperCase() || contentType;
}

/** 532 -> "532 bytes", 48_000 -> "47 KB", 1_250_000 -> "1.2 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return m.bytes(bytes);
  if (bytes < 1024 * 1024) return m.kilobytes(String(Math.round(bytes / 1024)));
  return m.megabytes((bytes / (1024 * 1024)).toFixed(1));
}
