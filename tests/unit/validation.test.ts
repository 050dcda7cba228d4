import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";
import { AppError } from "../../server/src/base/errors.js";
import { validateFields } from "../../server/src/services/validation.js";

// The field rules every transport shares (GraphQL and the legacy shim both end here).

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("validateFields", () => {
  const departmentFields = CONTENT_TYPES.department.fields;
  const committeeFields = CONTENT_TYPES.committee.fields;

  it("accepts a department slug of lower-case letters, digits and underscores", () => {
    const values = validateFields(departmentFields, { slug: "science_humanities" }, "update");
    expect(values.slug).toBe("science_humanities");
  });

  it.each(["Computer", "civil engg", "../etc", "mech-1"])("refuses the department slug %j, naming the field", (slug) => {
    const error = refusal(() => validateFields(departmentFields, { slug }, "update"));
    expect(error.code).toBe("BAD_USER_INPUT");
    expect(error.field).toBe("slug");
    expect(error.message).toContain("lower-case letters");
  });

  it("accepts hyphens in a committee's web address key but not spaces", () => {
    expect(validateFields(committeeFields, { slug: "anti-ragging-committee" }, "update").slug).toBe("anti-ragging-committee");
    expect(refusal(() => validateFields(committeeFields, { slug: "anti ragging" }, "update")).field).toBe("slug");
  });

  it("refuses a NUL character in a text value, naming the field", () => {
    const error = refusal(() => validateFields(committeeFields, { chairmanName: "A\u0000B" }, "update"));
    expect(error.field).toBe("chairmanName");
    expect(error.message).toContain("cannot be stored");
  });

  it("refuses a NUL character inside a committee member", () => {
    const error = refusal(() => validateFields(committeeFields, { members: [{ name: "Member\u0000", mobile: "9000000001" }] }, "update"));
    expect(error.field).toBe("members");
  });
});
