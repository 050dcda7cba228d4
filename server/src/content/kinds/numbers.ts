import { z } from "zod";
import { AS_IS_CONVERSIONS, asIs, scalarTypes, type FieldKind } from "./kind.js";
import { isRealDate } from "./rules.js";
import { collegeDate } from "../format-date.js";

// A whole number, a calendar date, and a moment in time.

export const number: FieldKind = {
  ...scalarTypes("Int"),
  ...AS_IS_CONVERSIONS,
  schema: (field, { m, label }) =>
    z.coerce
      .number({ error: m.wholeNumber({ label }) })
      .refine((n) => Number.isInteger(n), m.wholeNumber({ label }))
      .refine((n) => field.min === undefined || n >= field.min, m.atLeast({ label, min: field.min ?? 0 }))
      .refine((n) => field.max === undefined || n <= field.max, m.atMost({ label, max: field.max ?? 0 }))
      // The year is read when checking: a schema is built once and kept (validate.ts).
      .refine((n) => !field.notAfterThisYear || n <= new Date().getFullYear(), {
        error: () => m.notAfterYear({ label, year: new Date().getFullYear() }),
      }),
  column: () => ({ type: "integer" }),
  empty: null,
  widget: "number",
  cell: "text",
  sort: "value",
};

// "Today" is the college's day (India), so a date set to today there is never "later than today".
const today = () => collegeDate(new Date());

/** "YYYY-MM-DD" everywhere; a driver that hands back a Date is read as that day. */
function dateText(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value ?? null;
}

export const date: FieldKind = {
  ...scalarTypes("String"),
  ...AS_IS_CONVERSIONS,
  schema: (field, { m, label }) =>
    z
      .string({ error: m.mustBeDate({ label }) })
      .transform((s) => s.trim().slice(0, 10))
      .refine(isRealDate, m.dateFormat({ label }))
      .refine((s) => !field.notAfterToday || s <= today(), m.notAfterToday({ label })),
  column: () => ({ type: "date" }),
  empty: null,
  fromColumn: dateText,
  toApi: dateText,
  widget: "date",
  cell: "date",
  sort: "value",
};

/** A stored moment as a Date, whichever way the driver handed it over. */
function asMoment(value: unknown): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const moment = value instanceof Date ? value : new Date(value as string);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

export const dateTime: FieldKind = {
  ...scalarTypes("DateTime"),
  schema: (_field, { m, label }) =>
    z
      .union([z.date(), z.string()], { error: m.mustBeDateTime({ label }) })
      .transform((value) => asMoment(value))
      .refine((moment): moment is Date => moment !== null, m.dateTimeFormat({ label })),
  column: () => ({ type: "timestamp" }),
  empty: null,
  fromColumn: asMoment,
  toColumn: asMoment,
  toApi: asIs,
  toLegacy: (value) => asMoment(value)?.toISOString() ?? null,
  widget: "dateTime",
  cell: "moment",
  sort: "value",
  apiNote: "A moment in time (ISO 8601, UTC).",
};
