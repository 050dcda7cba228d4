import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";

// The one secret of the site: 32 random bytes, kept outside the database and outside the
// backups (DATA_KEY, or the file KEY_FILE, by default DATA_DIR.key beside the data folder).
// Separate keys are derived from it for each use, so that one never serves two purposes:
// encrypting Aadhaar numbers, their lookup hash, and the signature of a backup's manifest.
// Losing the secret loses the Aadhaar numbers stored in the database and in every backup.

export interface DataKeys {
  /** AES-256-GCM key of sealed personal data. */
  seal: Buffer;
  /** HMAC-SHA-256 key of the lookup hash of sealed values (exact matches, duplicates). */
  lookup: Buffer;
  /** HMAC-SHA-256 key of backup manifests. */
  sign: Buffer;
  /** A short public name of the secret (a keyed hash of a constant): tells two keys apart, reveals nothing. */
  id: string;
}

export interface LoadedDataKey {
  keys: DataKeys;
  /** Where the secret came from, for messages: "DATA_KEY" or the key file's path. */
  source: string;
  /** True when this call made a new key file (the first start). */
  created: boolean;
}

export class DataKeyProblem extends Error {}
/** There is no key at all (no DATA_KEY, no key file). */
export class DataKeyMissing extends DataKeyProblem {}

const KEY_BYTES = 32;

function derive(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "gp-college data key", purpose, KEY_BYTES));
}

export function deriveDataKeys(secret: Buffer): DataKeys {
  const idKey = derive(secret, "key id");
  return {
    seal: derive(secret, "seal personal data"),
    lookup: derive(secret, "lookup hash"),
    sign: derive(secret, "sign backups"),
    id: createHmac("sha256", idKey).update("gp-college data key id").digest("hex").slice(0, 16),
  };
}

function parseSecret(text: string, where: string): Buffer {
  const trimmed = text.trim();
  const bytes = Buffer.from(trimmed, "base64");
  if (!/^[A-Za-z0-9+/]{43}=$/.test(trimmed) || bytes.length !== KEY_BYTES) {
    throw new DataKeyProblem(`${where} does not hold a data key (32 bytes in base64, 44 characters). Put back the file the site made, or set DATA_KEY.`);
  }
  return bytes;
}

/**
 * The site's data key: DATA_KEY when set, otherwise the key file. With `create`, a missing key
 * file is made (mode 0600, its folder created 0700); without it, a missing key is an error that
 * says where the key was looked for.
 */
export function loadDataKey(config: Pick<Config, "DATA_KEY" | "keyFile">, { create }: { create: boolean }): LoadedDataKey {
  if (config.DATA_KEY) return { keys: deriveDataKeys(parseSecret(config.DATA_KEY, "DATA_KEY")), source: "DATA_KEY", created: false };
  const file = config.keyFile;
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    if (!create) {
      throw new DataKeyMissing(
        `There is no data key at ${file}. Copy there the key file of the site (it was made on the site's first start, beside its data folder), or set KEY_FILE or DATA_KEY.`,
      );
    }
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const secret = randomBytes(KEY_BYTES);
    try {
      fs.writeFileSync(file, `${secret.toString("base64")}\n`, { flag: "wx", mode: 0o600 });
    } catch (writeError) {
      // Another process made it at the same moment: use theirs.
      if ((writeError as NodeJS.ErrnoException).code !== "EEXIST") throw writeError;
      return loadDataKey(config, { create: false });
    }
    return { keys: deriveDataKeys(secret), source: file, created: true };
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return { keys: deriveDataKeys(parseSecret(text, `The key file ${file}`)), source: file, created: false };
}
