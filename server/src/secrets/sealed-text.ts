import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import type { DataKeys } from "./data-key.js";

// Personal data at rest: a value is stored as
//   sealed1:<base64url of IV (12 bytes), GCM tag (16 bytes), ciphertext>:<what may be shown>
// (AES-256-GCM), so the database and its backups never hold it in clear, while what may be
// shown (an Aadhaar number's last four digits) is read without the key. Its lookup hash
// (HMAC-SHA-256) is stored beside it for exact matches.

export const SEALED_PREFIX = "sealed1:";

export class SealedValueProblem extends Error {}

export interface Sealer {
  /** The value sealed, with `shown` kept readable after it. */
  seal(plain: string, shown: string): string;
  /** The value in clear; fails when the key is not the one it was sealed with. */
  open(stored: string): string;
  /** What may be shown of a sealed value. */
  shown(stored: string): string;
  isSealed(stored: string): boolean;
  /** The keyed hash of a value, for exact lookups (64 hex characters). */
  lookupHash(plain: string): string;
}

export function createSealer(keys: Pick<DataKeys, "seal" | "lookup">): Sealer {
  function parts(stored: string): { payload: Buffer; shown: string } {
    const end = stored.indexOf(":", SEALED_PREFIX.length);
    if (!stored.startsWith(SEALED_PREFIX) || end < 0) throw new SealedValueProblem("The stored value is not sealed.");
    return { payload: Buffer.from(stored.slice(SEALED_PREFIX.length, end), "base64url"), shown: stored.slice(end + 1) };
  }
  return {
    seal(plain, shown) {
      if (shown.includes(":")) throw new SealedValueProblem("What is shown of a sealed value cannot contain a colon.");
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", keys.seal, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${SEALED_PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}:${shown}`;
    },
    open(stored) {
      const { payload } = parts(stored);
      try {
        const decipher = createDecipheriv("aes-256-gcm", keys.seal, payload.subarray(0, 12));
        decipher.setAuthTag(payload.subarray(12, 28));
        return Buffer.concat([decipher.update(payload.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        throw new SealedValueProblem("The stored value does not open with this data key.");
      }
    },
    shown: (stored) => parts(stored).shown,
    isSealed: (stored) => stored.startsWith(SEALED_PREFIX),
    lookupHash: (plain) => createHmac("sha256", keys.lookup).update(plain, "utf8").digest("hex"),
  };
}
