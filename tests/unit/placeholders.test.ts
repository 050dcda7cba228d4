import net from "node:net";
import { fileTypeFromBuffer } from "file-type";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isFileKind, type FieldSpec } from "../../server/src/content/define.js";
import { COMMITTEE_KEYS, DOCUMENT_COLLECTIONS } from "../../server/src/content/collections.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { SITE_SETTINGS_FIELDS } from "../../server/src/content/site-settings.js";
import { DEMO_CONTENT, siteSettings } from "../../server/src/seed/demo-content.js";
import { isFileSpec } from "../../server/src/seed/content/files.js";
import { placeholderPdf } from "../../server/src/seed/placeholders/pdf.js";
import { placeholderImage, portraitImage, wrapText } from "../../server/src/seed/placeholders/image.js";
import { validateFields } from "../../server/src/services/validation.js";

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
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ["landscape", { width: 1200, height: 500, seed: "slide-1", pattern: "landscape" as const }],
    ["shapes with a label", { width: 800, height: 500, seed: "lab", label: "Computer Network Laboratory", pattern: "shapes" as const }],
    ["cover", { width: 300, height: 420, seed: "book", label: "Learning C Step by Step", pattern: "cover" as const }],
    ["pattern chosen by the seed", { width: 64, height: 48, seed: 7 }],
    ["label with XML characters", { width: 640, height: 400, seed: "x", label: `R&D <"Lab"> & 'Tools'` }],
  ])("%s is a PNG of the asked size", async (_name, options) => {
    const png = await placeholderImage(options);
    expect((await fileTypeFromBuffer(png))?.mime).toBe("image/png");
    const metadata = await sharp(png).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: "png",
      width: options.width,
      height: options.height,
    });
    expect(png.length).toBeLessThan(60_000);
  });

  it("draws a 240 x 300 portrait", async () => {
    const png = await portraitImage("Mrs. Sunita P. Lanjewar");
    expect((await fileTypeFromBuffer(png))?.mime).toBe("image/png");
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 240, height: 300 });
  });

  it("writes the label: white text on the dark strip at the bottom", async () => {
    const options = { width: 400, height: 250, seed: "label-check", pattern: "shapes" as const };
    const whitePixelsAtTheBottom = async (png: Buffer) => {
      const { data, info } = await sharp(png).extract({ left: 0, top: 180, width: 400, height: 50 }).raw().toBuffer({ resolveWithObject: true });
      let white = 0;
      for (let i = 0; i < data.length; i += info.channels) if (Math.min(data[i], data[i + 1], data[i + 2]) >= 250) white++;
      return white;
    };
    expect(await whitePixelsAtTheBottom(await placeholderImage(options))).toBe(0);
    expect(await whitePixelsAtTheBottom(await placeholderImage({ ...options, label: "Annual Sports Meet" }))).toBeGreaterThan(50);
  });

  it("is deterministic for a seed and differs between seeds", async () => {
    const options = { width: 320, height: 200, seed: "news-2024-10-02", label: "Cleanliness drive" };
    expect((await placeholderImage(options)).equals(await placeholderImage(options))).toBe(true);
    expect((await placeholderImage(options)).equals(await placeholderImage({ ...options, seed: "other" }))).toBe(false);
    expect((await portraitImage("a")).equals(await portraitImage("a"))).toBe(true);
    expect((await portraitImage("a")).equals(await portraitImage("b"))).toBe(false);
  });

  it("fetches nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const connectSpy = vi.spyOn(net.Socket.prototype, "connect");
    await placeholderImage({ width: 200, height: 120, seed: "offline", label: "No network" });
    await portraitImage("offline");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(connectSpy).not.toHaveBeenCalled();
  });

  it("wraps long labels at spaces and ends a cut one with an ellipsis", () => {
    expect(wrapText("Computer Network Laboratory", 12, 3)).toEqual(["Computer", "Network", "Laboratory"]);
    expect(wrapText("one two three four five", 9, 2)).toEqual(["one two", "three…"]);
    expect(wrapText("Supercalifragilistic", 8, 2)).toEqual(["Supercal"]);
  });
});

describe("demo content matches the registry", () => {
  const departmentSlugs = new Set(DEMO_CONTENT.find((c) => c.key === "department")!.records.map((r) => r.slug as string));
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
    expect(missing.sort()).toEqual(["admissionConfirmation", "alumniRegistration", "feedback"]);
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

  it("uses only fictional contact details: .example e-mails, 98765 mobile numbers, one person per number", () => {
    const owner = new Map<string, string>();
    const claim = (phone: unknown, person: unknown, where: string) => {
      expect(String(phone), where).toMatch(/^98765\d{5}$/);
      const name = String(person);
      expect(owner.get(String(phone)) ?? name, `${where}: ${String(phone)} is already ${owner.get(String(phone))}'s`).toBe(name);
      owner.set(String(phone), name);
    };
    for (const { key, records } of DEMO_CONTENT) {
      const fields: Record<string, FieldSpec> = CONTENT_TYPES[key].fields;
      for (const record of records) {
        for (const [name, field] of Object.entries(fields)) {
          const value = record[name];
          if (value == null) continue;
          if (field.kind === "email") expect(value, `${key}.${name}`).toMatch(/^[a-z0-9._-]+@[a-z0-9.-]+\.example$/);
          if (field.kind === "phone") claim(value, name === "chairmanMobile" ? record.chairmanName : record.name, `${key}.${name}`);
          if (field.kind === "members") for (const m of value as { name: string; mobile: string }[]) claim(m.mobile, m.name, `${key}.${name}`);
        }
      }
    }
    expect(siteSettings.email).toMatch(/\.example$/);
    expect(owner.size).toBeGreaterThan(50);
  });

  it("describes every gallery picture as a placeholder standing in for something", () => {
    const pictures = DEMO_CONTENT.find((c) => c.key === "galleryImage")!.records;
    for (const p of pictures) expect(p.altText, String(p.gallery)).toMatch(/placeholder/i);
  });

  it("site settings pass validation", () => {
    // The logo is a generated picture's description until the seed draws it (files.resolve).
    const { logoImage, ...settings } = siteSettings;
    expect(isFileSpec(logoImage)).toBe(true);
    const values = validateFields(SITE_SETTINGS_FIELDS, settings, "create");
    expect(values.instituteName).toBe("Government Polytechnic, Sakoli");
    expect(values.establishedYear).toBe(1983);
  });
});
