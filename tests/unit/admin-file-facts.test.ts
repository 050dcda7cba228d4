import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FileFacts } from "../../client/src/admin/views/file-facts.js";
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
