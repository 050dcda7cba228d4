import { z } from "zod";
import { AS_IS_CONVERSIONS, asIs, scalarTypes, type FieldKind } from "./kind.js";
import { isRealDate } from "./rules.js";
import { collegeDate } from "../format-date.js";

// A whole number, a calendar date, and a moment in time.

export const number: FieldKind = {
  ...scalarTypes("Int"),
  ...AS_IS_CONVERSIONS,
  schema: (field) =>
    z.coerce
      .number({ error: `${field.label} must be a whole number.` })
      .refine((n) => Number.isInteger(n), `${field.label} must be a whole number.`)
      .refine((n) => field.min === undefined || n >= field.min, `${field.label} must be at least ${field.min}.`)
      .refine((n) => field.max === undefined || n <= field.max, `${field.label} must be at most ${field.max}.`)
      .refine(
        (n) => !field.notAfterThisYear || n <= new Date().getFullYear(),
        `${field.label} cannot be later than ${new Date().getFullYear()}.`,
      ),
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
  schema: (field) =>
    z
      .string({ error: `${field.label} must be a date.` })
      .transform((s) => s.trim().slice(0, 10))
      .refine(isRealDate, `${field.label} must be a date written as YYYY-MM-DD, for example 2025-04-15.`)
      .refine((s) => !field.notAfterToday || s <= today(), `${field.label} cannot be later than today.`),
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
  schema: (field) =>
    z
      .union([z.date(), z.string()], { error: `${field.label} must be a date and time.` })
      .transform((value) => asMoment(value))
      .refine((moment): moment is Date => moment !== null, `${field.label} must be a date and time, for example 2026-04-15T10:00.`),
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
