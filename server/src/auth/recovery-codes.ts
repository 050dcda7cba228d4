import { randomInt } from "node:crypto";

// Recovery codes: ten one-time codes shown once when two-step sign-in is set up, for a clerk
// whose phone is lost. Each is 10 characters from an alphabet without look-alikes (no 0/o, 1/l/i),
// about 49 bits of chance, written as two groups of five. Only their keyed hashes are stored
// (the data key's lookup key: a copy of the database alone cannot test guesses against them).

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** A code as typed (any case, with or without the hyphen or spaces) in the form that is hashed. */
export const normalizeRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]+/g, "");
