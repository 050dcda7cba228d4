import { createHmac, timingSafeEqual } from "node:crypto";
import type { Stats } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { DataKeys } from "../secrets/data-key.js";

// manifest.json, written last into every backup folder: what the backup holds and the
// checksums to check it by. A folder without one is not a finished backup. It is signed with
// a key derived from the site's data key (HMAC-SHA-256 over its canonical JSON), so a backup
// edited afterwards, files and checksums alike, is refused by restore.

export const MANIFEST_FILE = "manifest.json";
export const UPLOADS_FOLDER = "uploads";
export const SQLITE_FILE = "database.sqlite";
export const POSTGRES_FILE = "database.dump";

const fileEntry = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal("gp-college-backup"),
  formatVersion: z.literal(1),
  /** When the database snapshot was taken (ISO 8601): the moment the backup shows. */
  snapshotAt: z.string(),
  finishedAt: z.string(),
  database: z.object({
    kind: z.enum(["sqlite", "postgres"]),
    /** The file in the backup folder: database.sqlite (a SQLite database) or database.dump (pg_dump, custom format). */
    file: z.enum([SQLITE_FILE, POSTGRES_FILE]),
    size: z.number().int().min(0),
    sha256: z.string().regex(/^[a-f0-9]{64}$/),
    /** The newest migration applied to the saved database. */
    lastMigration: z.string().min(1),
    /** Rows per table in the saved database. */
    tables: z.record(z.string(), z.number().int().min(0)),
    /** PostgreSQL only: the server's version and the pg_dump that made the dump. */
    serverVersion: z.string().optional(),
    dumpTool: z.string().optional(),
  }),
  uploads: z.object({
    folder: z.literal(UPLOADS_FOLDER),
    fileCount: z.number().int().min(0),
    totalBytes: z.number().int().min(0),
    /** How many stored files the saved rows name (all of them are in `files` unless listed in `missing`). */
    referencedCount: z.number().int().min(0),
    /** Files the saved rows name that were not in the uploads folder (missing on the site itself). */
    missing: z.array(z.string()),
    files: z.array(fileEntry),
  }),
  /** Made by the site's data key: which key (its public id) and the HMAC of everything else. */
  signature: z
    .object({
      keyId: z.string().regex(/^[a-f0-9]{16}$/),
      hmac: z.string().regex(/^[a-f0-9]{64}$/),
    })
    .optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

export class ManifestProblem extends Error {}

/** The JSON text of `value` with every object's keys in order: the same bytes for the same content. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function manifestHmac(manifest: Manifest, keys: Pick<DataKeys, "sign">): string {
  const { signature: _signature, ...signed } = manifest;
  return createHmac("sha256", keys.sign).update(canonicalJson(signed)).digest("hex");
}

/** Signs `manifest` with the data key and writes it (0600) into `folder`. */
export async function writeManifest(folder: string, manifest: Manifest, keys: DataKeys): Promise<Manifest> {
  const signed: Manifest = { ...manifest, signature: { keyId: keys.id, hmac: manifestHmac(manifest, keys) } };
  const file = path.join(folder, MANIFEST_FILE);
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify(signed, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(`${file}.tmp`, file);
  return signed;
}

/**
 * Refuses, in plain words, a manifest that is not signed, signed by another data key, or
 * changed since it was signed. Nothing of a backup is trusted before this passes.
 */
export function checkManifestSignature(manifest: Manifest, keys: DataKeys, keySource: string): void {
  const { signature } = manifest;
  if (!signature) {
    throw new ManifestProblem(
      "The backup's manifest.json is not signed, so nothing shows that the site made it as it is now " +
        "(backups made before the data key have no signature; someone may also have removed it). It is not restored.",
    );
  }
  if (signature.keyId !== keys.id) {
    throw new ManifestProblem(
      `The backup was made with another data key (key id ${signature.keyId}; the key in ${keySource} has the id ${keys.id}). ` +
        "Set DATA_KEY or KEY_FILE to the key of the site that made the backup: without it, its Aadhaar numbers cannot be read.",
    );
  }
  const expected = Buffer.from(manifestHmac(manifest, keys), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature.hmac, "hex"))) {
    throw new ManifestProblem("The backup's manifest.json was changed after the backup was made (its signature does not match its content): it is not restored.");
  }
}

/** Reads and checks a backup folder's manifest; the error says in plain words what is wrong. */
export async function readManifest(folder: string): Promise<Manifest> {
  let stat: Stats;
  try {
    stat = await fs.stat(folder);
  } catch {
    throw new ManifestProblem(`There is no backup at ${folder}.`);
  }
  if (!stat.isDirectory()) throw new ManifestProblem(`${folder} is a file; give the backup's folder (the one holding manifest.json).`);
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), "utf8");
  } catch {
    throw new ManifestProblem(`${folder} has no ${MANIFEST_FILE}, so it is not a finished backup (a backup that stopped half-way has none).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ManifestProblem(`${path.join(folder, MANIFEST_FILE)} is damaged (not valid JSON).`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new ManifestProblem(`${path.join(folder, MANIFEST_FILE)} is not a manifest this version understands (${first.path.join(".") || "top"}: ${first.message}).`);
  }
  const manifest = parsed.data;
  for (const entry of manifest.uploads.files) {
    // Paths come from a file someone could edit: they must stay inside the uploads folder.
    if (entry.path.split("/").some((part) => part === "" || part === "." || part === "..") || path.isAbsolute(entry.path) || entry.path.includes("\\")) {
      throw new ManifestProblem(`The manifest names an unexpected file path: ${entry.path}`);
    }
  }
  return manifest;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

export function totalRows(tables: Record<string, number>): number {
  return Object.values(tables).reduce((a, b) => a + b, 0);
}

/** A moment as the machine's local date and time, e.g. "2025-01-31 02:00:05". */
export function formatLocalTime(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
