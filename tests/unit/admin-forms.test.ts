import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { acceptOf } from "../../client/src/admin/views/file-input.js";
import { emptyValues, FieldInput, hintOf, WIDGETS, type FormValues } from "../../client/src/admin/views/field-widgets.js";
import { resizeMembers } from "../../client/src/admin/views/members-editor.js";
import { sizeInWords } from "../../client/src/admin/views/upload-progress.js";
import { tooLargeMessage } from "../../client/src/admin/views/upload-limit.js";
import { fileFactsText } from "../../client/src/admin/views/file-facts.js";
import { isFileKind, type ContentTypeSpec, type FieldSpec } from "../../server/src/content/define.js";
import { FIELD_KINDS } from "../../server/src/content/kinds/index.js";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import { inputSchema } from "../../server/src/content/validate.js";

// The add and edit forms are built from the registry: every type's form must accept what its
// widgets give for a filled-in form, refuse an empty required field with the registry's own
// message, and show the registry's labels and help.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What a widget holds once a clerk has filled it in: inputs give text, checkboxes booleans, file inputs a File. */
function typedValue(field: FieldSpec): unknown {
  switch (FIELD_KINDS[field.kind].widget) {
    case "text":
    case "textarea":
      return field.pattern ? "sample_text" : `Sample ${field.label}`;
    case "markdown":
      return "## Heading\n\n| a | b |\n| --- | --- |\n| 1 | 2 |";
    case "lines":
      return "First line\nSecond line";
    case "number":
      return String(field.notAfterThisYear ? 2020 : Math.min(field.max ?? 100, (field.min ?? 0) + 3));
    case "date":
      return field.notAfterToday ? "2000-05-17" : "2025-01-15";
    case "dateTime":
      // What <input type="datetime-local"> gives.
      return "2025-01-15T10:30";
    case "checkbox":
      return true;
    case "email":
      return "clerk@college.example";
    case "phone":
      return "98765 00001";
    case "url":
      return "https://example.org/page";
    case "aadhaar":
      return "1234 1234 1234";
    case "department":
      return "computer";
    case "session":
      return "2025-2026";
    case "semester":
      return "3";
    case "select":
      return field.options![0]!.value;
    case "pdf":
      return new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], "document.pdf", { type: "application/pdf" });
    case "image":
      return new File([PNG], "photo.png", { type: "image/png" });
    case "members":
      return [{ name: "Member One", mobile: "9876500002" }];
  }
}

const filledForm = (spec: ContentTypeSpec): FormValues => Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, typedValue(field)]));

const registryMessage = (field: FieldSpec) => (isFileKind(field.kind) ? `Please choose a file for ${field.label}.` : `Please fill in ${field.label}.`);

/** A type's fields as the add form draws them, without a browser. */
function renderFields(spec: ContentTypeSpec, errors: Record<string, string> = {}): string {
  function Fields() {
    const form = useForm<FormValues>({ defaultValues: emptyValues(spec) });
    return createElement(
      Fragment,
      null,
      Object.entries(spec.fields).map(([name, field]) => createElement(FieldInput, { key: name, name, field, form, error: errors[name] })),
    );
  }
  return renderToStaticMarkup(createElement(Fields));
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe.each(CONTENT_TYPE_LIST.map((spec) => [spec.key, spec] as const))("the %s form", (_key, spec) => {
  it("accepts a filled-in form as its widgets give it", () => {
    const result = inputSchema(spec, "create").safeParse(filledForm(spec));
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
  });

  it("refuses each empty required field with the registry's message, and nothing else", () => {
    const result = inputSchema(spec, "create").safeParse(emptyValues(spec));
    const issues = result.success ? [] : result.error.issues.map((i) => [String(i.path[0]), i.message]);
    const required = Object.entries(spec.fields).filter(([, field]) => field.required && field.kind !== "boolean");
    expect(issues).toEqual(required.map(([name, field]) => [name, registryMessage(field)]));
  });

  it("refuses one required field left empty in an otherwise filled-in form", () => {
    const required = Object.entries(spec.fields).filter(([, field]) => field.required && field.kind !== "boolean");
    for (const [name, field] of required) {
      const values = { ...filledForm(spec), [name]: emptyValues(spec)[name] };
      const result = inputSchema(spec, "create").safeParse(values);
      expect(result.success, name).toBe(false);
      expect(result.error!.issues.map((i) => [String(i.path[0]), i.message])).toEqual([[name, registryMessage(field)]]);
    }
  });

  it("labels every field and shows its help as the registry writes them", () => {
    const html = renderFields(spec);
    for (const [name, field] of Object.entries(spec.fields)) {
      const widget = FIELD_KINDS[field.kind].widget;
      const tag = widget === "members" ? "legend" : `label for="field-${name}"`;
      expect(html, name).toContain(`<${tag} id="field-${name}-label">${escapeHtml(field.label)}`);
      if (field.required) expect(html, name).toMatch(new RegExp(`id="field-${name}-label">[^<]*<span aria-hidden="true"> \\*</span>`));
      if (field.help) expect(html, name).toContain(escapeHtml(field.help));
      if (widget !== "members") expect(html, name).toMatch(new RegExp(`id="field-${name}"[^>]*aria-describedby="[^"]*field-${name}-error`));
    }
  });

  it("shows a field's error next to it and marks the input invalid", () => {
    const [name] = Object.entries(spec.fields).find(([, field]) => FIELD_KINDS[field.kind].widget !== "members")!;
    const html = renderFields(spec, { [name]: "Please fill in this one." });
    expect(html).toContain(`<p class="admin-field-error" id="field-${name}-error">Please fill in this one.</p>`);
    expect(html).toMatch(new RegExp(`id="field-${name}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-${name}"`));
  });
});

describe("field kinds and widgets", () => {
  it("maps every field kind to a widget that exists", () => {
    for (const [kind, behaviour] of Object.entries(FIELD_KINDS)) expect(typeof WIDGETS[behaviour.widget], kind).toBe("function");
  });

  it("lets a file field accept only its kind's types and says what to choose and how large", () => {
    expect(acceptOf({ kind: "pdf", label: "Report" })).toBe("application/pdf,.pdf");
    expect(acceptOf({ kind: "image", label: "Photo" })).toBe("image/jpeg,image/png,image/webp,.jpg,.png,.webp");
    expect(acceptOf({ kind: "text", label: "Name" })).toBeUndefined();
    expect(hintOf({ kind: "pdf", label: "Report" }, 20 * 1024 * 1024)).toBe("Choose a PDF document, at most 20 MB.");
    expect(hintOf({ kind: "image", label: "Photo", help: "A recent photo." }, 2.5 * 1024 * 1024)).toBe(
      "A recent photo. Choose a JPEG, PNG or WebP picture, at most 2.5 MB.",
    );
    expect(hintOf({ kind: "pdf", label: "Report" }, 50 * 1024)).toBe("Choose a PDF document, at most 50 KB.");
    // Before the server has said its limit, no number is guessed.
    expect(hintOf({ kind: "pdf", label: "Report" })).toBe("Choose a PDF document.");
  });

  it("gives every image field of every type a file input that offers pictures only", () => {
    for (const spec of CONTENT_TYPE_LIST) {
      for (const [name, field] of Object.entries(spec.fields)) {
        if (field.kind !== "image") continue;
        expect(renderFields(spec), `${spec.key}.${name}`).toMatch(new RegExp(`type="file" id="field-${name}"[^>]*accept="image/jpeg,image/png,image/webp,[^"]*"`));
      }
    }
  });
});

describe("committee member rows", () => {
  const asha = { name: "Asha", mobile: "9876500011" };
  const bala = { name: "", mobile: "9876500013" };
  const blank = { name: "", mobile: "" };

  it("adds blank rows after the ones already typed", () => {
    expect(resizeMembers([asha], 3)).toEqual([asha, blank, blank]);
    expect(resizeMembers([], 2)).toEqual([blank, blank]);
  });

  it("takes away blank rows beyond the count but never a typed one", () => {
    expect(resizeMembers([asha, blank, bala, blank], 1)).toEqual([asha, bala]);
    expect(resizeMembers([blank, blank], 0)).toEqual([]);
    expect(resizeMembers([asha, bala], 2)).toEqual([asha, bala]);
  });
});

describe("sizes in words", () => {
  it("says KB below a megabyte and MB with one decimal above", () => {
    expect(sizeInWords(67)).toBe("1 KB");
    expect(sizeInWords(340 * 1024)).toBe("340 KB");
    expect(sizeInWords(2.45 * 1024 * 1024)).toBe("2.5 MB");
  });
});

describe("the server's upload limit in the forms", () => {
  const MB = 1024 * 1024;

  it("says the limit as a clerk reads it", () => {
    expect(sizeInWords(20 * MB)).toBe("20 MB");
    expect(sizeInWords(2.5 * MB)).toBe("2.5 MB");
    expect(sizeInWords(50 * 1024)).toBe("50 KB");
  });

  it("refuses a file larger than the limit in plain words, and lets one that fits through", () => {
    const message = tooLargeMessage({ name: "scan.pdf", size: 25 * MB }, 20 * MB);
    expect(message).toContain("scan.pdf is 25 MB, larger than the 20 MB the server accepts.");
    expect(message).toContain("please choose a smaller file");
    expect(tooLargeMessage({ name: "scan.pdf", size: 20 * MB }, 20 * MB)).toBeNull();
    // Before the server has said its limit, the server's own check is the only one.
    expect(tooLargeMessage({ name: "scan.pdf", size: 25 * MB }, undefined)).toBeNull();
  });
});

describe("a stored file's type and size beside its link", () => {
  it("says the type by its short name and the size in KB or MB", () => {
    expect(fileFactsText({ contentType: "application/pdf", bytes: 1.2 * 1024 * 1024 })).toBe("PDF, 1.2 MB");
    expect(fileFactsText({ contentType: "image/png", bytes: 48_000, width: 640 })).toBe("PNG, 47 KB");
  });

  it("says nothing when the server does not know them (a missing file, a picture stored long ago)", () => {
    expect(fileFactsText(null)).toBeNull();
    expect(fileFactsText({ url: "/uploads/a.png", width: 10, height: 10, contentType: null, bytes: null })).toBeNull();
  });
});
