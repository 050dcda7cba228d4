import type { FieldSpec } from "./define.js";
import { FIELD_KINDS, type CellShape } from "./kinds/index.js";
import { semesterLabel } from "./vocabulary.js";
import { formatDate, formatMoment } from "./format-date.js";

/** The words of choices, semesters, yes and no, and dates in another language than the registry's English. */
export interface CellWords {
  /** A choice's words, or undefined to show the registry's. */
  option(field: FieldSpec, value: unknown): string | undefined;
  semester(value: number): string | undefined;
  date(isoDate: string): string;
  yes: string;
  no: string;
}

/** What a cell needs besides its value: where files are served, and the departments' names. */
export interface CellContext {
  origin: string;
  /** Department slug -> name, from the department list the panel loads; a slug not in it shows as itself. */
  departments?: ReadonlyMap<string, string>;
  /** The panel's language's words; without them, English (the CSV export). */
  words?: CellWords;
}

/** The departments' names by slug, from the panel's vocabulary answer. */
export function departmentNames(departments: readonly { slug: string; name: string }[] | undefined): ReadonlyMap<string, string> {
  return new Map((departments ?? []).map((d) => [d.slug, d.name]));
}

const listItem = (item: unknown) => (typeof item === "object" && item && "name" in item ? String(item.name) : String(item));

/** Each shape a kind gives its values (kinds/kind.ts), as text. */
const SHAPES: Readonly<Record<CellShape, (value: unknown, field: FieldSpec, context: CellContext) => string>> = {
  text: (value) => String(value),
  long: (value) => String(value),
  date: (value, _field, { words }) => (words ? words.date(String(value)) : formatDate(String(value))),
  moment: (value) => formatMoment(value instanceof Date ? value.toISOString() : String(value)),
  department: (value, _field, context) => context.departments?.get(String(value)) ?? String(value),
  semester: (value, _field, { words }) => words?.semester(Number(value)) ?? semesterLabel(Number(value)) ?? String(value),
  option: (value, field, { words }) => words?.option(field, value) ?? field.options?.find((o) => o.value === value)?.label ?? String(value),
  yesNo: (value, _field, { words }) => (value ? (words?.yes ?? "Yes") : (words?.no ?? "No")),
  file: (value, _field, context) => (typeof value === "string" && value ? new URL(value, context.origin).href : ""),
  list: (value) => (Array.isArray(value) ? value.map(listItem).join(", ") : String(value)),
};

/**
 * A stored value as a clerk reads it in a table or an exported file: choices and departments by
 * their names, dates as people write them (25 Nov 2026), Yes/No, lists joined, a file as its full
 * address. The API already masks Aadhaar numbers.
 */
export function cellText(field: FieldSpec, value: unknown, context: CellContext): string {
  if (value === null || value === undefined) return "";
  return SHAPES[FIELD_KINDS[field.kind].cell](value, field, context);
}
