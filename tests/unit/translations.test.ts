import { describe, expect, it } from "vitest";
import type { FieldSpec } from "../../server/src/content/define.js";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import { inLanguage, translatedPairs, withMarathiFields } from "../../server/src/content/translations.js";
import { withAltTextFields } from "../../server/src/content/alt-text.js";
import { languageFromAcceptLanguage } from "../../server/src/http/accept-language.js";

// Issue 19: what `translatable` adds to a field list, which value a language shows, and how
// Accept-Language is read.

describe("translatable fields", () => {
  it("get a Marathi companion right after them, never required, of the same kind and length", () => {
    const fields = withMarathiFields({
      title: { kind: "text", label: "Title", required: true, maxLength: 80, translatable: true },
      date: { kind: "date", label: "Date" },
      mission: { kind: "textList", label: "Mission", translatable: true },
    } satisfies Record<string, FieldSpec>);
    expect(Object.keys(fields)).toEqual(["title", "titleMr", "date", "mission", "missionMr"]);
    expect(fields.titleMr).toMatchObject({ kind: "text", label: "Title (Marathi)", maxLength: 80, marathiOf: "title" });
    expect(fields.titleMr.required).toBeUndefined();
    expect(translatedPairs(fields)).toEqual([
      ["title", "titleMr"],
      ["mission", "missionMr"],
    ]);
  });

  it("pass from an image to its alt text, and are refused on kinds visitors do not read as text", () => {
    const fields = withMarathiFields(withAltTextFields({ photo: { kind: "image", label: "Photo", alt: true, translatable: true } } satisfies Record<string, FieldSpec>));
    expect(Object.keys(fields)).toEqual(["photo", "photoAltText", "photoAltTextMr"]);
    expect(() => withMarathiFields({ year: { kind: "number", label: "Year", translatable: true } })).toThrow(/cannot be translatable/);
    expect(() => withMarathiFields({ photo: { kind: "image", label: "Photo", translatable: true } })).toThrow(/alt text/);
  });

  it("are on the texts the issue names, and never on personal names", () => {
    const translated = (key: string) => translatedPairs(CONTENT_TYPE_LIST.find((spec) => spec.key === key)!.fields).map(([name]) => name);
    expect(translated("pageText")).toEqual(["title", "body"]);
    expect(translated("department")).toEqual(["name", "headOfDepartmentTitle", "description", "vision", "mission", "peos", "psos", "pos"]);
    expect(translated("person")).toEqual(["role", "photoImageAltText"]);
    expect(translated("committee")).toEqual(["name"]);
    // Staff: the designation and the photo's description; the name, qualification and contacts stay as entered.
    expect(translated("facultyStaff")).toEqual(["designation", "photoImageAltText"]);
    expect(translated("supportingStaff")).toEqual(["designation", "photoImageAltText"]);
    // A library book's subject, title and cover description; its author is a personal name.
    expect(translated("digitalLibrary")).toEqual(["subjectName", "title", "coverImageAltText"]);
    expect(translated("publication")).toEqual(["designation", "title"]);
    expect(translated("mou")).toEqual(["activity", "subject"]);
  });

  it("show Marathi when asked and given, else English, and say which", () => {
    expect(inLanguage("Library", "ग्रंथालय", "mr")).toEqual({ value: "ग्रंथालय", language: "mr" });
    expect(inLanguage("Library", "  ", "mr")).toEqual({ value: "Library", language: "en" });
    expect(inLanguage(["One"], [], "mr")).toEqual({ value: ["One"], language: "en" });
    expect(inLanguage("Library", "ग्रंथालय", "en")).toEqual({ value: "Library", language: "en" });
  });
});

describe("Accept-Language", () => {
  it.each([
    [undefined, "en"],
    ["mr", "mr"],
    ["mr-IN,mr;q=0.9,en;q=0.8", "mr"],
    ["en-GB,en;q=0.9,mr;q=0.8", "en"],
    ["hi-IN,hi;q=0.9,mr;q=0.8,en;q=0.7", "mr"],
    ["de,fr", "en"],
    ["en;q=0.2,mr;q=0.5", "mr"],
    ["mr;q=0", "en"],
  ])("%s gives %s", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});
