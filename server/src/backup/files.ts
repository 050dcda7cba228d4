import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { walkFiles } from "../storage/file-storage.js";

export { walkFiles };

// Files of the uploads folder: listing, copying with a checksum, checking.

/**
 * Every finished file below `root`, as keys (see walkFiles). Files being written (".part") are
 * left out: the site renames a file into place only once it is complete, and never changes it
 * afterwards.
 */
export async function listFiles(root: string): Promise<string[]> {
  return (await walkFiles(root))
    .map((file) => file.key)
    .filter((key) => !key.endsWith(".part"))
    .sort();
}

export interface CopiedFile {
  size: number;
  sha256: string;
}

/**
 * Copies `from` to `to` (creating folders; `to` must not exist) and returns its size and
 * SHA-256. Resolves with null when `from` does not exist (the site deleted it meanwhile).
 */
export async function copyFileWithChecksum(from: string, to: string): Promise<CopiedFile | null> {
  let source: fs.FileHandle;
  try {
    source = await fs.open(from, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  // The open handle keeps the bytes readable even if the site deletes the file now.
  return writeCounted(source.createReadStream(), to);
}

/** Writes `source` to the new file `to` (creating folders), counting its bytes and SHA-256 on the way. */
async function writeCounted(source: Readable, to: string): Promise<CopiedFile> {
  await fs.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  const hash = createHash("sha256");
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, counter, createWriteStream(to, { flags: "wx", mode: 0o600 }));
  return { size, sha256: hash.digest("hex") };
}

export async function checksumOf(file: string): Promise<CopiedFile> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest("hex") };
}

/** True when `dir` does not exist or holds nothing. */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") return false;
    throw error;
  }
}

/** True when `inner` is `outer` or lies inside it. */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** A file-system error in words for the person running the command, or null for other errors. */
export function explainSystemError(error: unknown): string | null {
  const { code, path: where } = error as NodeJS.ErrnoException;
  switch (code) {
    case "ENOSPC":
      return `The disk is full${where ? ` (while writing ${where})` : ""}. Free some space or choose another place.`;
    case "EACCES":
    case "EPERM":
      return `Permission denied${where ? ` for ${where}` : ""}. Run the command as the user the site runs as, or choose a folder that user may write to.`;
    case "EROFS":
      return `${where ?? "The folder"} is on a read-only disk.`;
    default:
      return null;
  }
}

/**
 * Writes `source` to `to` (creating folders; `to` must not exist) and returns its size and
 * SHA-256; resolves with null when the source fails as a missing file (ENOENT).
 */
export async function copyStreamWithChecksum(source: Readable, to: string): Promise<CopiedFile | null> {
  try {
    return await writeCounted(source, to);
  } catch (error) {
    await fs.rm(to, { force: true });
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
