import { randomInt } from "node:crypto";
import argon2 from "argon2";
import { MAX_PASSWORD_LENGTH } from "./password-rule.js";

// Password hashing (argon2id). The rule for new passwords is in password-rule.ts, which the
// admin panel's forms share.

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem, passwordProblemText } from "./password-rule.js";

// OWASP's minimum recommendation for argon2id: 19 MiB, 2 passes, 1 lane.
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read (never throws for those). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when the stored hash was made with weaker settings than today's and should be redone. */
export function hashNeedsUpgrade(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, HASH_OPTIONS);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an e-mail that has no account,
 * so the answer time does not reveal which e-mails exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-only-for-timing");
  await verifyPassword(await dummyHash, password);
  return false;
}

// No look-alike characters (0/O, 1/l/I), so a printed password can be typed without guessing.
const READABLE = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A random password such as "k7Qm-Rt3w-xP9a-Hf2c" (16 random characters, about 92 bits). */
export function generatePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += READABLE[randomInt(READABLE.length)];
    groups.push(group);
  }
  return groups.join("-");
}
