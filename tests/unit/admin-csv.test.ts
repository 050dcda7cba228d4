import { describe, expect, it } from "vitest";
import { cellText } from "../../client/src/admin/views/cell-text.js";
import { defuseFormula, toCsv } from "../../client/src/admin/views/csv.js";
import { admissionConfirmation } from "../../server/src/content/types/submissions.js";

// The admin panel's CSV download: quoting, line ends, and cells a spreadsheet would run as a formula.

describe("CSV for the admin panel's downloads", () => {
  it("writes a header row and CRLF lines, quoting commas, quotes and line breaks", () => {
    const text = toCsv(
      ["Name", "Note"],
      [
        ["Asha, Test", 'said "hi"'],
        ["Two\nlines", "plain"],
      ],
    );
    expect(text).toBe('\uFEFFName,Note\r\n"Asha, Test","said ""hi"""\r\n"Two\nlines",plain\r\n');
  });

  it("keeps values starting with = + - @ as text", () => {
    for (const value of ["=1+2", "+919876543210", "-5", "@SUM(A1)", "\tx"]) expect(defuseFormula(value)).toBe(`'${value}`);
    expect(defuseFormula("919876543210")).toBe("919876543210");
    expect(toCsv(["A"], [['=HYPERLINK("x")']])).toBe('\uFEFFA\r\n"\'=HYPERLINK(""x"")"\r\n');
  });

  it("writes stored values as the table shows them", () => {
    const fields = admissionConfirmation.fields;
    expect(cellText(fields.admissionYear, "2nd", { origin: "http://localhost" })).toBe("Second year");
    expect(cellText(fields.directSecondYear, true, { origin: "http://localhost" })).toBe("Yes");
    expect(cellText(fields.email, null, { origin: "http://localhost" })).toBe("");
  });
});
