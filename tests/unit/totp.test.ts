import { describe, expect, it } from "vitest";
import { newRecoveryCodes, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from "../../server/src/auth/recovery-codes.js";
import { matchingStep, newTotpSecret, totpAddress } from "../../server/src/auth/totp.js";

// The second factor's codes: RFC 6238's own test vector (SHA-1, its secret "12345678901234567890"),
// the one step of clock drift allowed either way, and the recovery codes' form.

const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // "12345678901234567890" in base32
const at = (seconds: number) => new Date(seconds * 1000);

describe("TOTP codes", () => {
  it("matches RFC 6238's vector (time 59 s: 94287082, of which an app shows the last six digits)", () => {
    expect(matchingStep(RFC_SECRET, "287082", at(59))).toBe(1);
    expect(matchingStep(RFC_SECRET, "287 082", at(59))).toBe(1);
  });

  it("accepts a code one step early or late, not two", () => {
    expect(matchingStep(RFC_SECRET, "287082", at(59 + 30))).toBe(1);
    expect(matchingStep(RFC_SECRET, "287082", at(59 - 30))).toBe(1);
    expect(matchingStep(RFC_SECRET, "287082", at(59 + 90))).toBeNull();
  });

  it("refuses what is not six digits", () => {
    for (const code of ["", "28708", "2870822", "abcdef", "94287082"]) expect(matchingStep(RFC_SECRET, code, at(59))).toBeNull();
  });

  it("makes 20-byte secrets and the otpauth:// address apps read", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const address = new URL(totpAddress(secret, "clerk@college.example", "Government Polytechnic"));
    expect(address.protocol).toBe("otpauth:");
    expect(address.searchParams.get("secret")).toBe(secret);
    expect(address.searchParams.get("issuer")).toBe("Government Polytechnic");
    expect(address.searchParams.get("digits")).toBe("6");
    expect(address.searchParams.get("period")).toBe("30");
  });
});

describe("recovery codes", () => {
  it("are ten different codes of two groups of five, without look-alike characters", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it("are read in any case, with or without the hyphen or spaces", () => {
    expect(normalizeRecoveryCode(" AbCde-fGh23 ")).toBe("abcdefgh23");
    expect(normalizeRecoveryCode("abcde fgh23")).toBe("abcdefgh23");
  });
});
