import type { PlaceholderPattern } from "../placeholders/image.js";

// Demo records name their files by description; the seed generates the bytes once per
// description and hands the content service an upload.

export type FileSpec =
  | { placeholder: "pdf"; title: string; lines: readonly string[] }
  | { placeholder: "image"; width: number; height: number; seed: string; label?: string; pattern?: PlaceholderPattern }
  | { placeholder: "portrait"; seed: string };

/** One demo row: registry field names; file fields hold a FileSpec. */
export type SeedRecord = Record<string, unknown>;

export const pdfFile = (title: string, ...lines: string[]): FileSpec => ({ placeholder: "pdf", title, lines });

export const picture = (seed: string, options: { width?: number; height?: number; label?: string; pattern?: PlaceholderPattern } = {}): FileSpec => ({
  placeholder: "image",
  seed,
  width: options.width ?? 800,
  height: options.height ?? 500,
  ...(options.label ? { label: options.label } : {}),
  ...(options.pattern ? { pattern: options.pattern } : {}),
});

export const portrait = (seed: string): FileSpec => ({ placeholder: "portrait", seed });

export function isFileSpec(value: unknown): value is FileSpec {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && ["pdf", "image", "portrait"].includes((value as { placeholder?: string }).placeholder ?? "")
  );
}
