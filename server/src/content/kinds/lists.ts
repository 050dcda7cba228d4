import { z } from "zod";
import { inputRequired, type FieldSpec } from "../field-spec.js";
import type { FieldSay } from "../field-words.js";
import { AS_IS_CONVERSIONS, asIs, type FieldKind } from "./kind.js";
import { phoneNumber } from "./text.js";

// Kinds that hold a list: lines of text (kept as JSON text in one column), and committee
// members (kept in a table of their own, one row per member: see MEMBER_FIELDS).

const listTypes = (item: string, inputItem: string) => ({
  output: () => `[${item}!]!`,
  input: (field: FieldSpec, mode: "create" | "update") => `[${inputItem}!]${inputRequired(field, mode) ? "!" : ""}`,
});

/** One line of a text list: its length, and the field's pattern when it has one (an origin per line). */
function lineSchema(field: FieldSpec, { m, label }: FieldSay): z.ZodType<string, string> {
  const line = z.string().max(1000, m.lineTooLong({ label, max: 1000 }));
  if (!field.pattern) return line;
  const { regex, message } = field.pattern;
  return line.refine((value) => new RegExp(regex).test(value), {
    error: (issue) => m.lineNotInPattern({ label, line: String(issue.input).slice(0, 80), rule: message }),
  });
}

export const textList: FieldKind = {
  ...listTypes("String", "String"),
  schema: (field, say) =>
    z
      .union([z.array(z.string()), z.string()], { error: say.m.listOfLines({ label: say.label }) })
      .transform((v) => (Array.isArray(v) ? v : v.split(/\r?\n/)).map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(lineSchema(field, say)).max(100, say.m.tooManyLines({ label: say.label, max: 100 }))),
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
  schema: (_field, { m, label }) =>
    z
      .array(
        z.object({
          name: z
            .string()
            .transform((s) => s.trim())
            .pipe(z.string().min(1, m.memberName({ label })).max(255)),
          mobile: phoneNumber(m.memberMobile({ label })),
        }),
        { error: m.listOfMembers({ label }) },
      )
      .max(100, m.tooManyMembers({ label, max: 100 })),
  column: () => null,
  empty: [],
  // A member not yet stored has no number of its own: it is named by its row and place.
  toApi: (value, row) =>
    Array.isArray(value) ? (value as Member[]).map((m, index) => ({ id: m.id ?? `${String(row.id)}-${index + 1}`, name: m.name, mobile: m.mobile })) : [],
  // `sno` is an addition to the old shape: the member's own number, which updateMember takes.
  toLegacy: (value) => (Array.isArray(value) ? (value as Member[]).map((m) => ({ sno: m.id, name: m.name, number: m.mobile })) : null),
  widget: "members",
  cell: "list",
  sort: "never",
  subSelection: "{ id name mobile }",
  searchedAsBody: true,
  versioned: (value) => (Array.isArray(value) ? (value as Member[]).map((m) => ({ name: m.name, mobile: m.mobile })) : value),
  historyText: (value) => (Array.isArray(value) ? (value as Member[]).map((m) => `${m.name} (${m.mobile})`).join("; ") : String(value)),
};
