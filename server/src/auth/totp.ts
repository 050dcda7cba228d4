import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

// RFC 6238 time-based one-time codes, as every authenticator app makes them: SHA-1, six digits,
// a new code every 30 seconds (the settings the apps all understand). The secret is 20 random
// bytes (RFC 4226's recommended length), shown to the clerk once, in base32 and as a QR code
// drawn here on the server (no outside service sees it).

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Codes from one step before or after now are accepted too: a phone's clock is rarely exact. */
const WINDOW_STEPS = 1;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totp(secretBase32: string, label = "", issuer = ""): TOTP {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpAddress = (secretBase32: string, label: string, issuer: string): string => totp(secretBase32, label, issuer).toString();

/** The QR code of `text` as an SVG document (dark modules on white, a quiet zone around). */
export const qrCodeSvg = (text: string): Promise<string> => QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });

/** The time step a code of `at` belongs to. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The time step `code` was made for, when it is right for `at` (give or take a step), or null.
 * Spaces the clerk typed are ignored.
 */
export function matchingStep(secretBase32: string, code: string, at: Date): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^[0-9]{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: at.getTime(), window: WINDOW_STEPS });
  return delta === null ? null : totpStep(at) + delta;
}

/** Whether the text looks like a TOTP code (six digits) rather than a recovery code. */
export const looksLikeTotpCode = (code: string): boolean => /^[0-9]{6}$/.test(code.replace(/\s+/g, ""));
