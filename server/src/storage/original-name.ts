import { MAX_ORIGINAL_NAME } from "../db/entities/index.js";

// The name an upload had on the uploader's computer, kept only to be shown and offered back in
// a download's header, never as a path. What a browser or an old client sends is cleaned first:
// the last part of a path ("C:\fakepath\x.pdf" from old browsers), without control characters or
// direction overrides (a name that shows "fdp.exe" as "exe.pdf"), in one Unicode form (NFC),
// spaces collapsed, at most MAX_ORIGINAL_NAME characters with its extension kept. Marathi's
// joiners (U+200C, U+200D) stay: they change how a word is written.

/** C0/C1 controls, DEL, and the bidirectional marks, embeddings, overrides and isolates. */
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu;
/** An extension worth keeping when a long name is shortened: a dot and a few letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/** The clean name of an upload, or null when nothing is left to show. */
export function originalName(filename: unknown): string | null {
  if (typeof filename !== "string") return null;
  const lastPart = filename.split(/[\\/]/).pop() ?? "";
  // Tabs and line breaks become spaces before the other controls go.
  const clean = lastPart.normalize("NFC").replace(/\s+/gu, " ").replace(UNSAFE, "").replace(/ {2,}/g, " ").trim();
  if (clean === "" || clean === "." || clean === "..") return null;
  const characters = Array.from(clean);
  if (characters.length <= MAX_ORIGINAL_NAME) return clean;
  const extension = Array.from(clean.match(EXTENSION)?.[0] ?? "");
  return (
    characters
      .slice(0, MAX_ORIGINAL_NAME - extension.length)
      .join("")
      .trimEnd() + extension.join("")
  );
}
