// The Verhoeff check digit, which the last of an Aadhaar number's 12 digits is. It catches every
// single wrong digit and every swap of two neighbouring digits, the usual slips when typing a
// number from a card. Plain code without imports: the public admission form uses it too.
// Its tables are computed rather than written out: multiplication in the dihedral group D5
// (0-4 rotations, 5-9 reflections), and the permutation (0 1 5 8 9 4 2 7)(3 6) raised to the
// power of a digit's position.

/** j * k in D5. */
function multiply(j: number, k: number): number {
  if (j < 5) return k < 5 ? (j + k) % 5 : 5 + ((j + k) % 5);
  return k < 5 ? 5 + ((j - k + 5) % 5) : (j - k + 5) % 5;
}

/** The position permutation; PERMUTE[i] is it applied i times (it repeats every 8). */
const STEP = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const PERMUTE: number[][] = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]];
for (let i = 1; i < 8; i++) PERMUTE.push(PERMUTE[i - 1]!.map((digit) => STEP[digit]!));

/** The inverse of each element of D5. */
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function checksum(digits: string, offset: number): number {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    c = multiply(c, PERMUTE[(i + offset) % 8]![digit]!);
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
