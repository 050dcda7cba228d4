import { z } from "zod";
import type { FieldSpec } from "../field-spec.js";
import { AS_IS_CONVERSIONS, asIs, type FieldKind } from "./kind.js";
import { phoneNumber } from "./text.js";

// Kinds that hold a list: lines of text (kept as JSON text in one column), and committee
// members (kept in a table of their own, one row per member: see MEMBER_FIELDS).

const listTypes = (item: string, inputItem: string) => ({
  output: () => `[${item}!]!`,
  input: (field: FieldSpec, mode: "create" | "update") => `[${inputItem}!]${mode === "create" && field.required ? "!" : ""}`,
});

/** One line of a text list: its length, and the field's pattern when it has one (an origin per line). */
function lineSchema(field: FieldSpec): z.ZodType<string, string> {
  const line = z.string().max(1000, `Each line of ${field.label} can have at most 1000 characters.`);
  if (!field.pattern) return line;
  const { regex, message } = field.pattern;
  return line.refine((value) => new RegExp(regex).test(value), { error: (issue) => `${field.label}: "${String(issue.input).slice(0, 80)}": ${message}` });
}

export const textList: FieldKind = {
  ...listTypes("String", "String"),
  schema: (field) =>
    z
      .union([z.array(z.string()), z.string()], { error: `${field.label} must be a list of lines.` })
      .transform((v) => (Array.isArray(v) ? v : v.split(/\r?\n/)).map((s) => s.trim()).filter(Boolean))
      .pipe(
        z
          .array(lineSchema(field))
          .max(100, `${field.label} can have at most 100 lines.`),
      ),
  column: () => ({ type: "text" }),
  empty: [],
  fromColumn: (value) => (typeof value === "string" && value ? (JSON.parse(value) as string[]) : []),
  toColumn: (value) => JSON.stringify(value ?? []),
  toApi: (value) => (Array.isArray(value) ? value : []),
  toLegacy: asIs,
  widget: "lines",
  cell: "list",
  sort: "never",
};

interface Member {
  id?: number | string;
  name: string;
  mobile: string;
}

export const members: FieldKind = {
  ...listTypes("CommitteeMember", "CommitteeMemberInput"),
  ...AS_IS_CONVERSIONS,
  schema: (field) =>
    z
      .array(
        z.object({
          name: z
            .string()
            .transform((s) => s.trim())
            .pipe(z.string().min(1, "Each member needs a name.").max(255)),
          mobile: phoneNumber("Each member's mobile number must have 10 to 15 digits."),
        }),
        { error: `${field.label} must be a list of names and mobile numbers.` },
      )
      .max(100, `${field.label}: at most 100 members.`),
  column: () => null,
  empty: [],
  // A member not yet stored has no number of its own: it is named by its row and place.
  toApi: (value, row) =>
    Array.isArray(value)
      ? (value as Member[]).map((m, index) => ({ id: m.id ?? `${String(row.id)}-${index + 1}`, name: m.name, mobile: m.mobile }))
      : [],
  // `sno` is an addition to the old shape: the member's own number, which updateMember takes.
  toLegacy: (value) => (Array.isArray(value) ? (value as Member[]).map((m) => ({ sno: m.id, name: m.name, number: m.mobile })) : null),
  widget: "members",
  cell: "list",
  sort: "never",
};
