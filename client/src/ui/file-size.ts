import { documentsMessages as m } from "../messages/en/documents.js";

/** "application/pdf" -> "PDF", "image/jpeg" -> "JPEG": the short name a visitor knows. */
export function fileTypeName(contentType: string): string {
  const subtype = contentType.split(";")[0]!.split("/").pop()!.trim();
  const short = subtype.replace(/^(x-|vnd\.)/, "").split(/[.+]/)[0]!;
  return short.toUpperCase() || contentType;
}

/** 532 -> "532 bytes", 48_000 -> "47 KB", 1_250_000 -> "1.2 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return m.bytes(bytes);
  if (bytes < 1024 * 1024) return m.kilobytes(String(Math.round(bytes / 1024)));
  return m.megabytes((bytes / (1024 * 1024)).toFixed(1));
}
