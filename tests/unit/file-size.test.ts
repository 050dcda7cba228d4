import { describe, expect, it } from "vitest";
import { fileSizeText, fileTypeName } from "../../client/src/ui/file-size.js";

describe("what a file link says about its file", () => {
  it("names the type as visitors know it", () => {
    expect(fileTypeName("application/pdf")).toBe("PDF");
    expect(fileTypeName("image/jpeg")).toBe("JPEG");
    expect(fileTypeName("application/vnd.ms-excel")).toBe("Excel");
    expect(fileTypeName("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("Word");
    expect(fileTypeName("image/svg+xml")).toBe("SVG");
    expect(fileTypeName("text/plain; charset=utf-8")).toBe("Text");
  });

  it("gives the size in bytes, KB or MB", () => {
    expect(fileSizeText(532)).toBe("532 bytes");
    expect(fileSizeText(48_000)).toBe("47 KB");
    expect(fileSizeText(1_250_000)).toBe("1.2 MB");
  });
});
