import { describe, expect, it } from "vitest";
import { cellText, departmentNames } from "../../client/src/admin/views/cell-text.js";
import { nextSort } from "../../client/src/admin/views/data-table.js";
import { formatMoment } from "../../client/src/ui/format-date.js";
import { FIELD_KINDS } from "../../server/src/content/kinds/index.js";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import { sortableFields } from "../../server/src/content/sorting.js";
import { event, studentList } from "../../server/src/content/types/department-documents.js";
import { document } from "../../server/src/content/types/site.js";
import { admissionConfirmation } from "../../server/src/content/types/submissions.js";

// The manage tables' cells as a clerk reads them: departments and choices by their names, dates
// as people write them whatever the browser's time zone, moments on India's clock.

const context = {
  origin: "http://college.example",
  departments: departmentNames([
    { slug: "computer", name: "Computer Technology" },
    { slug: "science_humanities", name: "Science and Humanities" },
  ]),
};

describe("manage table cells", () => {
  it("shows a department by its name, and an unknown slug as it is", () => {
    const field = event.fields.department;
    expect(cellText(field, "science_humanities", context)).toBe("Science and Humanities");
    expect(cellText(field, "computer", context)).toBe("Computer Technology");
    expect(cellText(field, "workshop", context)).toBe("workshop");
    expect(cellText(field, "computer", { origin: context.origin })).toBe("computer");
  });

  it("shows choices, semesters and yes/no by their labels", () => {
    const collection = document.fields.collection;
    const option = collection.options![0]!;
    expect(cellText(collection, option.value, context)).toBe(option.label);
    expect(cellText(studentList.fields.semester, 3, context)).toBe("Third Semester");
    expect(cellText(admissionConfirmation.fields.admissionYear, "2nd", context)).toBe("Second year");
    expect(cellText(admissionConfirmation.fields.directSecondYear, false, context)).toBe("No");
  });

  it("writes a date field as 25 Nov 2026, the same day in every time zone", () => {
    const field = event.fields.dateOfEvent;
    expect(cellText(field, "2026-11-25", context)).toBe("25 Nov 2026");
    expect(cellText(field, "2027-01-01", context)).toBe("1 Jan 2027");
    expect(cellText(field, "2026-12-31", context)).toBe("31 Dec 2026");
    // The process runs in UTC; a browser east or west of it must not move the day (format-date.ts reads it as UTC).
    const before = process.env.TZ;
    try {
      for (const zone of ["America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kolkata"]) {
        process.env.TZ = zone;
        expect(cellText(field, "2026-11-25", context)).toBe("25 Nov 2026");
      }
    } finally {
      process.env.TZ = before;
    }
  });

  it("writes a moment on India's clock, with the time", () => {
    expect(formatMoment("2026-11-25T09:35:00.000Z")).toBe("25 Nov 2026, 3:05 pm");
    expect(formatMoment("2026-11-25T20:00:00.000Z")).toBe("26 Nov 2026, 1:30 am");
  });

  it("gives a file its full address, and empty values nothing", () => {
    expect(cellText(event.fields.image, "/uploads/event/a.png", context)).toBe("http://college.example/uploads/event/a.png");
    expect(cellText(event.fields.dateOfEvent, null, context)).toBe("");
  });

  it("has a cell shape and a sort order for every kind; files, lists and Aadhaar numbers never sort", () => {
    for (const [name, kind] of Object.entries(FIELD_KINDS)) {
      expect(kind.cell, name).toBeTruthy();
      expect(kind.sort, name).toBeTruthy();
    }
    for (const spec of CONTENT_TYPE_LIST) {
      for (const field of sortableFields(spec)) {
        const kind = spec.fields[field]?.kind;
        expect(["pdf", "image", "members", "textList", "aadhaar", "markdown"], `${spec.key}.${field}`).not.toContain(kind);
      }
    }
  });

  it("sorts a header's field ascending first, then the other way", () => {
    expect(nextSort(undefined, "title")).toEqual({ field: "title", direction: "ASC" });
    expect(nextSort({ field: "title", direction: "ASC" }, "title")).toEqual({ field: "title", direction: "DESC" });
    expect(nextSort({ field: "title", direction: "DESC" }, "title")).toEqual({ field: "title", direction: "ASC" });
    expect(nextSort({ field: "title", direction: "DESC" }, "date")).toEqual({ field: "date", direction: "ASC" });
  });
});
