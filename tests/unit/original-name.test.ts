import { describe, expect, it } from "vitest";
import { originalName } from "../../server/src/storage/original-name.js";
import { contentDisposition } from "../../server/src/http/content-disposition.js";

// The name an upload is shown and offered by: cleaned once when it arrives (storage/original-name.ts),
// and written into a download's header so that any name survives (http/content-disposition.ts).

describe("an upload's original name", () => {
  it("keeps a plain name, spaces and Marathi as they are", () => {
    expect(originalName("Winter timetable 2026.pdf")).toBe("Winter timetable 2026.pdf");
    expect(originalName("हिवाळी परीक्षा वेळापत्रक.pdf")).toBe("हिवाळी परीक्षा वेळापत्रक.pdf");
    // Marathi's joiners change how a word is written: they stay.
    expect(originalName("क्\u200Dष.pdf")).toBe("क्\u200Dष.pdf");
  });

  it("keeps only the last part of a path, whichever slash it uses", () => {
    expect(originalName("C:\\fakepath\\notice.pdf")).toBe("notice.pdf");
    expect(originalName("../../etc/passwd.pdf")).toBe("passwd.pdf");
    expect(originalName("folder/")).toBeNull();
    expect(originalName("..")).toBeNull();
  });

  it("drops control characters and direction overrides, collapses spaces, and is one Unicode form", () => {
    expect(originalName("bad\u0000\u0007\u001B\u007F\u009Bname.pdf")).toBe("badname.pdf");
    expect(originalName("invoice\u202Efdp.exe\u202C.pdf")).toBe("invoicefdp.exe.pdf");
    expect(originalName("  two\t\tspaces \n here .pdf ")).toBe("two spaces here .pdf");
    expect(originalName("e\u0301.pdf")).toBe("\u00E9.pdf");
    expect(originalName("\u0007\u202E ")).toBeNull();
    expect(originalName(undefined)).toBeNull();
  });

  it("shortens a long name to 200 characters, keeping its extension", () => {
    const name = originalName(`${"क".repeat(250)}.pdf`)!;
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith("क.pdf")).toBe(true);
    expect(Array.from(originalName("a".repeat(500))!)).toHaveLength(200);
  });
});

describe("the Content-Disposition of a stored file", () => {
  const decoded = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)$/.exec(header)![1]!);

  it("opens in the browser and offers the name, percent-encoded per RFC 5987, with a quoted ASCII fallback", () => {
    const header = contentDisposition("Winter timetable (final) 2026's.pdf", "time-table/1b2c.pdf");
    expect(header).toBe(`inline; filename="Winter timetable (final) 2026's.pdf"; filename*=UTF-8''Winter%20timetable%20%28final%29%202026%27s.pdf`);
    expect(decoded(header)).toBe("Winter timetable (final) 2026's.pdf");
  });

  it("carries a Marathi name in filename* only, the stored file's own name as the fallback, all in ASCII", () => {
    const header = contentDisposition("हिवाळी वेळापत्रक.pdf", "time-table/1b2c.pdf");
    expect(header).toMatch(/^inline; filename="1b2c\.pdf"; filename\*=UTF-8''%E0%A4/);
    expect(header).not.toMatch(/[^\x20-\x7E]/);
    expect(decoded(header)).toBe("हिवाळी वेळापत्रक.pdf");
  });

  it("keeps quotes and backslashes out of the quoted fallback", () => {
    const header = contentDisposition('a "quoted" \\ name.pdf', "notice/x.pdf");
    expect(header).toContain(`filename="a _quoted_ _ name.pdf"`);
    expect(decoded(header)).toBe('a "quoted" \\ name.pdf');
  });
});
