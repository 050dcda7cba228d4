import { isValidAadhaar } from "../verhoeff.js";

// The rules of the kinds people type by hand, as plain functions without zod: the kinds build
// their zod schemas from them, and the public forms' islands check with them in the browser, so
// each rule is written once and an island loads neither zod nor the registry.

/** The most characters a text of each kind may have when its field names no maxLength. */
export const MAX_LENGTH = { text: 255, longText: 10_000, markdown: 50_000, email: 255, url: 500 } as const;

/** Text, @, text, dot, text. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

/** How many digits a phone number has, country code included. */
export const PHONE_DIGITS = { min: 10, max: 15 } as const;

/** A phone number as people type it (spaces, dashes, brackets) as it is stored. */
export function phoneAsStored(typed: string): string {
  return typed.replace(/[\s-()]/g, "");
}

/** 10 to 15 digits, a leading + allowed. */
export function isPhoneNumber(stored: string): boolean {
  return new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`).test(stored);
}

/** An Aadhaar number as typed ("1234 5678 9010", "1234-5678-9010") as digits. */
export function aadhaarAsStored(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

/** What is wrong with an Aadhaar number's digits: their count, or the Verhoeff check digit. */
export function aadhaarProblem(digits: string): "length" | "checksum" | undefined {
  if (!/^\d{12}$/.test(digits)) return "length";
  return isValidAadhaar(digits) ? undefined : "checksum";
}

/** A whole number within the field's bounds (either may be left out). */
export function isWholeNumberWithin(n: number, min: number | undefined, max: number | undefined): boolean {
  return Number.isInteger(n) && (min === undefined || n >= min) && (max === undefined || n <= max);
}

/** "YYYY-MM-DD" naming a day that exists. */
export function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
