import { afterAll, describe, expect, it } from "vitest";
import { historyAuthorText, historyValueText } from "../../client/src/admin/views/history-value.js";
import { selectAdminLanguage } from "../../client/src/messages/admin-language.js";
import { admissionConfirmation } from "../../server/src/content/types/submissions.js";
import { curriculum } from "../../server/src/content/types/department-documents.js";

// Issue 39: the Marathi panel's History writes the changed values in Marathi (the server sends
// them as stored: "Yes", a choice's stored value, a semester's number), as the manage tables do.

describe("History's values in the panel's language", () => {
  afterAll(() => selectAdminLanguage("en"));
  const { directSecondYear, admissionYear, gender, name } = admissionConfirmation.fields;

  it("writes yes and no, choices and semesters in Marathi in the Marathi panel", async () => {
    await selectAdminLanguage("mr");
    expect(historyValueText(directSecondYear, "Yes")).toBe("होय");
    expect(historyValueText(directSecondYear, "No")).toBe("नाही");
    expect(historyValueText(admissionYear, "2nd")).toBe("द्वितीय वर्ष");
    expect(historyValueText(gender, "Female")).toBe("स्त्री");
    expect(historyValueText(curriculum.fields.semester, "3")).toMatch(/[\u0900-\u097F]/);
    // Texts stay as typed; a choice the registry no longer has shows as stored.
    expect(historyValueText(name, "Ravi Example")).toBe("Ravi Example");
    expect(historyValueText(admissionYear, "4th")).toBe("4th");
    expect(historyValueText(directSecondYear, "")).toBe("");
  });

  it("names who saved a version in Marathi, an account by its e-mail", async () => {
    await selectAdminLanguage("mr");
    expect(historyAuthorText("a visitor")).toBe("एक अभ्यागत");
    expect(historyAuthorText("before versions were kept")).toBe("आवृत्त्या ठेवायला सुरुवात होण्यापूर्वी");
    expect(historyAuthorText("token Results feed")).toBe("टोकन Results feed");
    expect(historyAuthorText("clerk@college.example")).toBe("clerk@college.example");
  });

  it("keeps the registry's English words in the English panel", async () => {
    await selectAdminLanguage("en");
    expect(historyValueText(directSecondYear, "No")).toBe("No");
    expect(historyValueText(admissionYear, "2nd")).toBe("Second year");
    expect(historyValueText(curriculum.fields.semester, "3")).toBe("Third Semester");
  });
});
