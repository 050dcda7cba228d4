import { describe, expect, it } from "vitest";
import { AppError } from "../../server/src/base/errors.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { isValidAadhaar, verhoeffDigit } from "../../server/src/content/verhoeff.js";
import { validateFields } from "../../server/src/services/validation.js";

// The Aadhaar rule the admission form and the server share: 12 digits ending in the Verhoeff
// check digit. The numbers here are made up (a real Aadhaar number never starts with 0 or 1).

describe("Verhoeff check digit", () => {
  it("gives the published example's check digit (236 -> 2363)", () => {
    expect(verhoeffDigit("236")).toBe(3);
  });

  it.each(["123412341234", "123456789010", "111122223333"])("accepts %s", (number) => {
    expect(isValidAadhaar(number)).toBe(true);
  });

  it("refuses every single wrong digit and every swap of neighbouring digits", () => {
    const valid = "123456789010";
    for (let i = 0; i < 12; i++) {
      for (let d = 0; d <= 9; d++) {
        const changed = valid.slice(0, i) + d + valid.slice(i + 1);
        if (changed !== valid) expect(isValidAadhaar(changed), changed).toBe(false);
      }
      if (i < 11 && valid[i] !== valid[i + 1]) {
        const swapped = valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2);
        expect(isValidAadhaar(swapped), swapped).toBe(false);
      }
    }
  });

  it.each(["12345678901", "1234567890100", "12345678901a", ""])("refuses %j (not 12 digits)", (number) => {
    expect(isValidAadhaar(number)).toBe(false);
  });
});

describe("the aadhaar field kind", () => {
  const fields = CONTENT_TYPES.admissionConfirmation.fields;
  const aadhaarOnly = (aadhaarNumber: unknown) => validateFields(fields, { aadhaarNumber }, "update");

  it("accepts a valid number typed with spaces and keeps its digits", () => {
    expect(aadhaarOnly("1234 5678 9010").aadhaarNumber).toBe("123456789010");
  });

  it("refuses 12 digits with a wrong check digit, naming the field", () => {
    let error: unknown;
    try {
      aadhaarOnly("123456789012");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("BAD_USER_INPUT");
    expect((error as AppError).field).toBe("aadhaarNumber");
    expect((error as AppError).message).toBe("Aadhaar number is not a valid Aadhaar number: please check the digits on the card.");
  });

  it("refuses a number of the wrong length with the length message", () => {
    expect(() => aadhaarOnly("12345")).toThrow("Aadhaar number must have exactly 12 digits.");
  });
});
