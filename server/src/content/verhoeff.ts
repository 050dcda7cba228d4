// The Verhoeff check digit, which the last of an Aadhaar number's 12 digits is. It catches every
// single wrong digit and every swap of two neighbouring digits, the usual slips when typing a
// number from a card. Plain code without imports: the public admission form uses it too.

const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function checksum(digits: string, offset: number): number {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    c = MULTIPLY[c]![PERMUTE[(i + offset) % 8]![digit]!]!;
  }
  return c;
}

/** True when `digits` (only 0-9) ends in its correct Verhoeff check digit. */
export function hasValidVerhoeffDigit(digits: string): boolean {
  return /^\d+$/.test(digits) && checksum(digits, 0) === 0;
}

/** The check digit to append to `digits` (only 0-9). */
export function verhoeffDigit(digits: string): number {
  return INVERSE[checksum(digits, 1)]!;
}

/** A 12-digit Aadhaar number: 12 digits whose last is the Verhoeff check digit. */
export function isValidAadhaar(digits: string): boolean {
  return /^\d{12}$/.test(digits) && hasValidVerhoeffDigit(digits);
}
