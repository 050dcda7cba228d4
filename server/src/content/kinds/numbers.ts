import { z } from "zod";
import { asIs, scalarTypes, type FieldKind } from "./kind.js";

// A whole number, and a calendar date.

export const number: FieldKind = {
  ...scalarTypes("Int"),
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
  fromColumn: asIs,
  toColumn: asIs,
  toApi: asIs,
  toLegacy: asIs,
  widget: "number",
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const today = () => new Date().toISOString().slice(0, 10);

/** "YYYY-MM-DD" everywhere; a driver that hands back a Date is read as that day. */
function dateText(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value ?? null;
}

export const date: FieldKind = {
  ...scalarTypes("String"),
  schema: (field) =>
    z
      .string({ error: `${field.label} must be a date.` })
      .transform((s) => s.trim().slice(0, 10))
      .refine(isRealDate, `${field.label} must be a date written as YYYY-MM-DD, for example 2025-04-15.`)
      .refine((s) => !field.notAfterToday || s <= today(), `${field.label} cannot be later than today.`),
  column: () => ({ type: "date" }),
  empty: null,
  fromColumn: dateText,
  toColumn: asIs,
  toApi: dateText,
  toLegacy: asIs,
  widget: "date",
};
