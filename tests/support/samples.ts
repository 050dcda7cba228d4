import { PDFDocument } from "pdf-lib";
import type { ContentTypeSpec, FieldSpec } from "../../server/src/content/define.js";
import { isFileKind } from "../../server/src/content/define.js";
import { noticeParentOf } from "../../server/src/content/later-notice-types.js";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import type { TestFile } from "./graphql.js";

// Valid sample values for every field kind, so tests can be driven by the registry.

/** A real one-pixel PNG. */
export const PNG_BYTES = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

let pdfCache: Buffer | undefined;
/** A real, small PDF made with pdf-lib. */
export async function pdfBytes(): Promise<Buffer> {
  if (!pdfCache) {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]).drawText("Test document", { x: 20, y: 100, size: 12 });
    pdfCache = Buffer.from(await doc.save());
  }
  return pdfCache;
}

/** A PDF no other test has: its bytes prove which file came back. */
export async function uniquePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

export const pngFile = (name = "photo.png"): TestFile => ({ name, type: "image/png", bytes: PNG_BYTES });
export const pdfFile = async (name = "document.pdf"): Promise<TestFile> => ({ name, type: "application/pdf", bytes: await pdfBytes() });

let counter = 0;

export async function sampleValue(name: string, field: FieldSpec, departments: string[]): Promise<unknown> {
  counter += 1;
  switch (field.kind) {
    case "text":
      if (field.pattern) return `sample_${counter}`;
      return `Sample ${field.label} ${counter}`;
    case "longText":
      return `A longer description for ${field.label}.\nIt has two lines.`;
    case "markdown":
      return `## ${field.label}\n\n| Item | Value |\n| --- | --- |\n| Sample | ${counter} |`;
    case "textList":
      return ["First item", "Second item"];
    case "number":
      if (field.notAfterThisYear) return 2020;
      return Math.min(field.max ?? 100, (field.min ?? 0) + 3);
    case "dateTime":
      // Publishing dates stay empty: rows written by tests are published at once and never expire.
      // A required moment (a tender's closing) lies far ahead, so the row stays on its list.
      return field.required ? "2099-01-15T10:30:00.000Z" : null;
    case "date":
      return field.notAfterToday ? "2000-05-17" : "2025-01-15";
    case "boolean":
      return true;
    case "email":
      return `clerk${counter}@college.example`;
    case "phone":
      return "9876500001";
    case "aadhaar":
      return "123412341234";
    case "url":
      return "https://example.org/page";
    case "department":
      return departments[0];
    case "session":
      return "2025-2026";
    case "semester":
      return 3;
    case "select":
      return field.options![0]!.value;
    case "members":
      return [
        { name: "Member One", mobile: "9876500002" },
        { name: "Member Two", mobile: "9876500003" },
      ];
    case "pdf":
      return pdfFile(`${name}.pdf`);
    case "image":
      return pngFile(`${name}.png`);
  }
}

/** A complete, valid input for creating one row of `spec`. */
export async function sampleInput(spec: ContentTypeSpec, departments: string[]): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec.fields)) input[name] = await sampleValue(name, field, departments);
  return input;
}

/** The GraphQL selection of every field of a type. */
export function selectionOf(spec: ContentTypeSpec): string {
  const fields = Object.entries(spec.fields).map(([name, field]) => (field.kind === "members" ? `${name} { id name mobile }` : name));
  return `id ${fields.join(" ")} createdAt updatedAt`;
}

export function fileFieldsOf(spec: ContentTypeSpec): string[] {
  return Object.entries(spec.fields)
    .filter(([, f]) => isFileKind(f.kind))
    .map(([name]) => name);
}

/** A text-like field that update can change, for "only the given fields change" checks (not a later notice's parent number, which must name a stored parent). */
export function editableTextField(spec: ContentTypeSpec): string | undefined {
  const parentField = noticeParentOf(spec, CONTENT_TYPE_LIST)?.field;
  return Object.entries(spec.fields).find(([name, f]) => (f.kind === "text" || f.kind === "longText") && !f.pattern && !f.unique && name !== parentField)?.[0];
}
