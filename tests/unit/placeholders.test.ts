import { fileTypeFromBuffer } from "file-type";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { isFileKind, type FieldSpec } from "../../server/src/content/define.js";
import { COMMITTEE_KEYS, DOCUMENT_COLLECTIONS } from "../../server/src/content/collections.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { SITE_SETTINGS_FIELDS } from "../../server/src/content/site-settings.js";
import { DEMO_CONTENT, siteSettings } from "../../server/src/db/seed/content/index.js";
import { isFileSpec } from "../../server/src/db/seed/content/files.js";
import { placeholderPdf } from "../../server/src/db/seed/placeholders/pdf.js";
import { crc32 } from "../../server/src/db/seed/placeholders/png-encoder.js";
import { placeholderImage, portraitImage } from "../../server/src/db/seed/placeholders/png.js";
import { validateFields } from "../../server/src/services/validation.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdrSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("placeholder PDF", () => {
  it("is a small PDF that pdf-lib can open, with the title as metadata", async () => {
    const pdf = await placeholderPdf("Academic Calendar 2025-26", ["Year: 2025-26", "Ā non-Latin line: सकोली"]);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.length).toBeLessThan(10_000);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Academic Calendar 2025-26");
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe("application/pdf");
  });

  it("gives the same bytes for the same title", async () => {
    expect((await placeholderPdf("Norms")).equals(await placeholderPdf("Norms"))).toBe(true);
  });
});

describe("placeholder PNG", () => {
  it.each([
    ["landscape", { width: 1200, height: 500, seed: "slide-1", pattern: "landscape" as const }],
    ["shapes with a label", { width: 800, height: 500, seed: "lab", label: "Computer Network Laboratory", pattern: "shapes" as const }],
    ["cover", { width: 300, height: 420, seed: "book", label: "Learning C Step by Step", pattern: "cover" as const }],
    ["pattern chosen by the seed", { width: 64, height: 48, seed: 7 }],
  ])("%s is a valid PNG of the asked size", async (_name, options) => {
    const png = placeholderImage(options);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(ihdrSize(png)).toEqual({ width: options.width, height: options.height });
    expect((await fileTypeFromBuffer(png))?.mime).toBe("image/png");
    expect(png.length).toBeLessThan(60_000);
  });

  it("draws a 240 x 300 portrait", async () => {
    const png = portraitImage("Mrs. Sunita P. Lanjewar");
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(ihdrSize(png)).toEqual({ width: 240, height: 300 });
    expect((await fileTypeFromBuffer(png))?.mime).toBe("image/png");
  });

  it("is deterministic for a seed and differs between seeds", () => {
    const options = { width: 320, height: 200, seed: "news-2024-10-02", label: "Cleanliness drive" };
    expect(placeholderImage(options).equals(placeholderImage(options))).toBe(true);
    expect(placeholderImage(options).equals(placeholderImage({ ...options, seed: "other" }))).toBe(false);
    expect(portraitImage("a").equals(portraitImage("a"))).toBe(true);
    expect(portraitImage("a").equals(portraitImage("b"))).toBe(false);
  });

  it("writes correct chunk checksums", () => {
    expect(crc32(Buffer.from("123456789"))).toBe(0xcbf43926);
    const png = placeholderImage({ width: 40, height: 30, seed: 1 });
    let offset = 8;
    while (offset < png.length) {
      const length = png.readUInt32BE(offset);
      const typeAndData = png.subarray(offset + 4, offset + 8 + length);
      expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData));
      offset += 12 + length;
    }
    expect(offset).toBe(png.length);
  });
});

describe("demo content matches the registry", () => {
  const departmentSlugs = new Set(
    DEMO_CONTENT.find((c) => c.key === "department")!.records.map((r) => r.slug as string),
  );
  const fakeUpload = { filename: "x", createReadStream: () => undefined as never };

  it.each(DEMO_CONTENT.map((c) => [c.key, c.records] as const))("%s rows pass validation", (key, records) => {
    const spec = CONTENT_TYPES[key];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const input: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(record)) {
        const field = spec.fields[name as keyof typeof spec.fields] as { kind: string } | undefined;
        expect(field, `${key}.${name} is not a registry field`).toBeDefined();
        if (isFileKind(field!.kind as never)) {
          expect(isFileSpec(value), `${key}.${name} needs a file description`).toBe(true);
          expect((value as { placeholder: string }).placeholder === "pdf").toBe(field!.kind === "pdf");
          input[name] = fakeUpload;
        } else input[name] = value;
      }
      const values = validateFields(spec.fields, input, "create");
      for (const [name, field] of Object.entries(spec.fields)) {
        if (field.kind === "department" && values[name] !== null) expect(departmentSlugs).toContain(values[name]);
      }
      for (const group of spec.requireOneOf ?? []) expect(group.some((name) => values[name] != null)).toBe(true);
    }
  });

  it("covers every content type except the public forms", () => {
    const seeded = new Set(DEMO_CONTENT.map((c) => c.key));
    const missing = Object.keys(CONTENT_TYPES).filter((k) => !seeded.has(k as never));
    expect(missing.sort()).toEqual(["admissionConfirmation", "alumniRegistration"]);
  });

  it("has documents for every collection and a committee for every committee page", () => {
    const documents = DEMO_CONTENT.find((c) => c.key === "document")!.records;
    const collections = new Set(documents.map((d) => d.collection));
    for (const { value } of DOCUMENT_COLLECTIONS) expect(collections, value).toContain(value);
    const slugs = DEMO_CONTENT.find((c) => c.key === "committee")!.records.map((c) => c.slug);
    expect(slugs.sort()).toEqual(COMMITTEE_KEYS.map((c) => c.value).sort());
  });

  it("keeps unique values unique", () => {
    for (const { key, records } of DEMO_CONTENT) {
      const fields: Record<string, FieldSpec> = CONTENT_TYPES[key].fields;
      for (const [name, field] of Object.entries(fields)) {
        if (!field.unique) continue;
        const values = records.map((r) => r[name]);
        expect(new Set(values).size, `${key}.${name}`).toBe(values.length);
      }
    }
  });

  it("site settings pass validation", () => {
    const values = validateFields(SITE_SETTINGS_FIELDS, { ...siteSettings }, "create");
    expect(values.instituteName).toBe("Government Polytechnic, Sakoli");
    expect(values.establishedYear).toBe(1983);
  });
});
