import { describe, expect, it } from "vitest";
import { defineContentType, PUBLIC_READ_ADMIN_WRITE } from "../../server/src/content/define.js";
import { collegeDate } from "../../server/src/content/format-date.js";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";

// `lifecycle.reviewed` names one of the type's own date fields, or the registry refuses it; the
// college's date is India's, whatever the server's time zone.

const base = {
  key: "sampleText",
  label: "Sample text",
  pluralLabel: "Sample texts",
  description: "A text for this test.",
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: { title: { kind: "text", label: "Title", required: true }, checkedOn: { kind: "date", label: "Checked on" } },
  filters: [],
  searchFields: [],
  order: [["title", "ASC"]],
  titleField: "title",
  admin: { addRoute: "add-sample-text", manageRoute: "manage-sample-texts", group: "Site", columns: ["title"] },
} as const;

describe("lifecycle.reviewed", () => {
  it("takes a date field of the type and refuses any other name", () => {
    expect(defineContentType({ ...base, lifecycle: { reviewed: { field: "checkedOn" } } }).lifecycle?.reviewed?.field).toBe("checkedOn");
    expect(() => defineContentType({ ...base, lifecycle: { reviewed: { field: "title" } } })).toThrow(/not one of its date fields/);
    expect(() => defineContentType({ ...base, lifecycle: { reviewed: { field: "missing" } } })).toThrow(/not one of its date fields/);
  });

  it("is set on page texts only, naming their last reviewed date", () => {
    expect(CONTENT_TYPE_LIST.filter((spec) => spec.lifecycle?.reviewed).map((spec) => [spec.key, spec.lifecycle!.reviewed!.field])).toEqual([
      ["pageText", "lastReviewedOn"],
    ]);
  });

  it("counts days on India's calendar", () => {
    expect(collegeDate(new Date("2026-11-25T18:29:00Z"))).toBe("2026-11-25");
    expect(collegeDate(new Date("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
  });
});
