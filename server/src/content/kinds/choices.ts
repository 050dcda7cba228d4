import { z } from "zod";
import { isSession, parseSemester, semesterLabel } from "../vocabulary.js";
import { AS_IS_CONVERSIONS, scalarTypes, type FieldKind } from "./kind.js";
import { trimmedText } from "./text.js";

// Kinds whose value is chosen from a list: a department, a session, a semester, one of a
// field's options, yes or no.

const chosenText = {
  ...scalarTypes("String"),
  column: () => ({ type: "varchar" as const, length: 255 }),
  empty: null,
  ...AS_IS_CONVERSIONS,
};

/** A department's slug; the service also checks that the department exists. */
export const department: FieldKind = {
  ...chosenText,
  schema: (field, say) => trimmedText(field, say).pipe(z.string().regex(/^[a-z0-9_]+$/, say.m.chooseDepartment({ label: say.label }))),
  widget: "department",
  cell: "department",
  sort: "value",
};

export const session: FieldKind = {
  ...chosenText,
  schema: (field, say) => trimmedText(field, say).refine((s) => isSession(s), say.m.academicSession({ label: say.label })),
  widget: "session",
  cell: "text",
  sort: "value",
};

export const select: FieldKind = {
  ...chosenText,
  schema: (field, say) => {
    const values = (field.options ?? []).map((o) => o.value);
    return trimmedText(field, say).refine((s) => values.includes(s), say.m.oneOf({ label: say.label, values: values.join(", ") }));
  },
  widget: "select",
  cell: "option",
  sort: "value",
};

/** The value `read` makes of the input, or the field's `message` where it makes nothing of it. */
function readAs<I, T>(input: z.ZodType<I>, read: (value: I) => T | undefined, message: string) {
  return input.transform((value, ctx) => {
    const readValue = read(value);
    if (readValue !== undefined) return readValue;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

/** 1..6; the old forms sent "Third Semester", and the old rows showed that label. */
export const semester: FieldKind = {
  ...scalarTypes("Int"),
  ...AS_IS_CONVERSIONS,
  schema: (_field, { m, label }) => readAs(z.union([z.number(), z.string()]), parseSemester, m.chooseSemester({ label })),
  column: () => ({ type: "integer" }),
  empty: null,
  toLegacy: (value) => (value === null || value === undefined ? null : (semesterLabel(Number(value)) ?? value)),
  widget: "semester",
  cell: "semester",
  sort: "value",
};

/** Yes or no as the forms send it: true, or the old forms' "yes", "on", "1" (and their opposites). */
function yesOrNo(value: boolean | string | number): boolean | undefined {
  if (typeof value === "boolean") return value;
  const text = String(value).trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(text)) return true;
  if (["false", "no", "0", "off"].includes(text)) return false;
  return undefined;
}

/** Never empty: a box left unticked is false. */
export const boolean: FieldKind = {
  ...scalarTypes("Boolean"),
  ...AS_IS_CONVERSIONS,
  schema: (_field, { m, label }) => readAs(z.union([z.boolean(), z.string(), z.number()]), yesOrNo, m.yesOrNo({ label })),
  column: () => ({ type: "boolean", default: false }),
  empty: false,
  fromColumn: (value) => Boolean(value),
  widget: "checkbox",
  cell: "yesNo",
  sort: "value",
};
