import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FileFacts } from "../../client/src/admin/views/file-facts.js";
import { TableCell } from "../../client/src/admin/views/table-cell.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import type { ContentTypeSpec } from "../../server/src/content/define.js";
import { adminTablesMessages } from "../../client/src/messages/en/admin-tables.js";

const NO_TEXT_WARNING = adminTablesMessages.noTextInPdf;

// Beside a file in the panel's tables: its type and size, and for a PDF that search found no
// text in (a scan), a plain warning that screen readers and search cannot read it.

describe("file facts in the panel", () => {
  it("shows the type and size, and warns beside a scan only", () => {
    const plain = renderToStaticMarkup(createElement(FileFacts, { info: { contentType: "application/pdf", bytes: 1_258_291, textLayer: "text" } }));
    expect(plain).toContain("PDF, 1.2 MB");
    expect(plain).not.toContain(NO_TEXT_WARNING);
    const scan = renderToStaticMarkup(createElement(FileFacts, { info: { contentType: "application/pdf", bytes: 2048, textLayer: "no-text" } }));
    expect(scan).toContain(NO_TEXT_WARNING);
    expect(NO_TEXT_WARNING).toMatch(/^This PDF has no text: screen readers and search cannot read it/);
    expect(renderToStaticMarkup(createElement(FileFacts, { info: { contentType: "application/pdf", bytes: 2048, textLayer: null } }))).not.toContain(NO_TEXT_WARNING);
  });
});

describe("a file in a manage table's cell", () => {
  const spec = CONTENT_TYPES.timeTable as ContentTypeSpec;
  const cell = (info: Record<string, unknown> | null) =>
    renderToStaticMarkup(
      createElement(TableCell, {
        spec,
        name: "oddSemesterPdf",
        row: { id: "1", createdAt: "2026-11-01T00:00:00Z", updatedAt: "2026-11-01T00:00:00Z", oddSemesterPdf: "/uploads/time-table/1b2c.pdf", oddSemesterPdfInfo: info },
        context: { origin: "https://college.example" },
      }),
    );

  it("is a link named by the file's uploaded name, with its type and size", () => {
    const html = cell({ contentType: "application/pdf", bytes: 2048, name: "हिवाळी वेळापत्रक 2026.pdf" });
    expect(html).toMatch(/<a href="https:\/\/college\.example\/uploads\/time-table\/1b2c\.pdf" class="admin-file-name">हिवाळी वेळापत्रक 2026\.pdf<\/a>/);
    expect(html).toContain("PDF, 2 KB");
  });

  it('is "Open PDF" for a file stored before names were kept', () => {
    expect(cell({ contentType: "application/pdf", bytes: 2048, name: null })).toContain(`>${adminTablesMessages.openPdf}</a>`);
    expect(cell(null)).toContain(`>${adminTablesMessages.openPdf}</a>`);
  });
});
