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

/** 1..6; the old forms sent "Third Semester", and the old rows showed that label. */
export const semester: FieldKind = {
  ...scalarTypes("Int"),
  ...AS_IS_CONVERSIONS,
  schema: (_field, { m, label }) =>
    z.union([z.number(), z.string()]).transform((v, ctx) => {
      const n = parseSemester(v);
      if (n === undefined) {
        ctx.addIssue({ code: "custom", message: m.chooseSemester({ label }) });
        return z.NEVER;
      }
      return n;
    }),
  column: () => ({ type: "integer" }),
  empty: null,
  toLegacy: (value) => (value === null || value === undefined ? null : (semesterLabel(Number(value)) ?? value)),
  widget: "semester",
  cell: "semester",
  sort: "value",
};

/** Never empty: a box left unticked is false. Accepts the old forms' "yes", "on", "1". */
export const boolean: FieldKind = {
  ...scalarTypes("Boolean"),
  ...AS_IS_CONVERSIONS,
  schema: (_field, { m, label }) =>
    z.union([z.boolean(), z.string(), z.number()]).transform((v, ctx) => {
      if (typeof v === "boolean") return v;
      const t = String(v).trim().toLowerCase();
      if (["true", "yes", "1", "on"].includes(t)) return true;
      if (["false", "no", "0", "off"].includes(t)) return false;
      ctx.addIssue({ code: "custom", message: m.yesOrNo({ label }) });
      return z.NEVER;
    }),
  column: () => ({ type: "boolean", default: false }),
  empty: false,
  fromColumn: (value) => Boolean(value),
  widget: "checkbox",
  cell: "yesNo",
  sort: "value",
};
