import type { z } from "zod";
import { inputRequired, type FieldSpec } from "../field-spec.js";
import type { FieldSay } from "../field-words.js";

// What one field kind means, said once: how a value is checked, how it looks in the API and in
// the database, what an empty value is, how the admin form edits it, and how the old
// connection.php rows showed it. The services, the GraphQL schema and resolvers, the entities,
// the legacy shim and the admin client all look a kind up here instead of switching on it.

/** Column types that both SQLite and PostgreSQL accept under the same name. */
export type ColumnType = "varchar" | "text" | "integer" | "boolean" | "date" | "timestamp";

export interface ColumnShape {
  type: ColumnType;
  length?: number;
  /** Stored when a row gives nothing; also makes the column NOT NULL. */
  default?: boolean | number;
}

/** The input the admin form shows for a kind. */
export type AdminWidget =
  | "text"
  | "textarea"
  | "markdown"
  | "lines"
  | "number"
  | "date"
  | "dateTime"
  | "checkbox"
  | "email"
  | "phone"
  | "url"
  | "department"
  | "session"
  | "semester"
  | "select"
  | "pdf"
  | "image"
  | "members"
  | "aadhaar";

/**
 * How the admin tables (and their CSV downloads) show a stored value, which the client turns into
 * text: as written; a long text clipped with the rest at hand; a date as people write it
 * ("25 Nov 2026"); a name from a list (the college's departments, the semesters, the field's own
 * options); Yes/No; a file; a list joined.
 */
export type CellShape = "text" | "long" | "date" | "moment" | "department" | "semester" | "option" | "yesNo" | "file" | "list";

/**
 * How lists are put in order by a field of this kind: by the stored value; by the value
 * without regard to capitals (the same on SQLite and PostgreSQL, whatever their collations);
 * or not at all (a file's storage key, a JSON list, an encrypted number mean nothing in order).
 */
export type SortOrder = "value" | "caseless" | "never";

export interface FileRules {
  /** Accepted types, judged from the file's bytes: MIME type -> stored extension. */
  accepted: Readonly<Record<string, string>>;
  /** How a clerk is told what to choose ("a PDF document"). */
  words: string;
  /**
   * Pictures only: the widths (px) of the WebP variants made at upload, smallest first. The
   * original is kept re-encoded without metadata; only widths smaller than it are made.
   */
  variantWidths?: readonly number[];
}

/**
 * An output field a kind adds beside each field of its kind on the object type (an image's
 * dimensions and variants beside its URL). The service puts its stored value on the row under
 * the same name; `toApi` shapes it for the API.
 */
export interface CompanionField {
  /** Its name beside the field `field` ("photoImage" -> "photoImageInfo"). */
  name(field: string): string;
  /** The GraphQL output type, nullable. */
  output: string;
  /** What the client's documents select of it. */
  selection: string;
  /** The SDL's description of it. */
  apiNote: string;
  toApi(value: unknown): unknown;
}

export interface FieldKind {
  /** The checker of one present, non-empty value, speaking `say`'s language; it gives the canonical value. */
  schema(field: FieldSpec, say: FieldSay): z.ZodType<unknown>;
  /** The GraphQL type on the object type, nullability included. */
  output(field: FieldSpec): string;
  /** The GraphQL type on create (required fields non-null) and update inputs. */
  input(field: FieldSpec, mode: "create" | "update"): string;
  /** The row's column, or null when the kind keeps its values elsewhere (members). */
  column(field: FieldSpec): ColumnShape | null;
  /** The value of an optional field that was left empty. */
  empty: unknown;
  /** A stored column value as the services hand it on. */
  fromColumn(value: unknown): unknown;
  /** A checked value as it is stored. */
  toColumn(value: unknown): unknown;
  /** A row's value as the GraphQL API shows it (a file's URL, a masked number). */
  toApi(value: unknown, row: { id?: unknown }): unknown;
  /** A row's value in the old connection.php list rows. */
  toLegacy(value: unknown): unknown;
  widget: AdminWidget;
  /** How the admin tables show a value. */
  cell: CellShape;
  /** How a list is sorted by a field of this kind. */
  sort: SortOrder;
  /** What an API reader should know of every field of this kind (the SDL's field description). */
  apiNote?: string;
  /** For file kinds: what may be uploaded. */
  file?: FileRules;
  /** An output field added beside every field of this kind. */
  companion?: CompanionField;
  /**
   * Personal data kept encrypted at rest (services/sealed-fields.ts): the column holds the
   * value sealed with the site's data key plus what `shown` gives of it, which is all the
   * services hand on; a keyed lookup hash is stored beside it (column `<column>_hash`).
   */
  sealed?: { shown(value: string): string };
  /** The GraphQL selection of a value that has fields of its own (a member's "{ id name mobile }"). */
  subSelection?: string;
  /** Searched as body text unless the field says otherwise (a document's text, members' names). */
  searchedAsBody?: boolean;
  /** A value as a kept version stores it, where that differs from the row's (members without their numbers). */
  versioned?(value: unknown): unknown;
  /** A value as a clerk reads it in the History, where plain text does not say it. */
  historyText?(value: unknown): string;
}

/** What most kinds do: a String column, the value as it is. */
export const asIs = (value: unknown) => value;

/** A kind whose value is stored, answered and sent to the old client as it is; a kind spreads it first and overrides what differs. */
export const AS_IS_CONVERSIONS = { fromColumn: asIs, toColumn: asIs, toApi: asIs, toLegacy: asIs };

export function scalarTypes(scalar: string) {
  return {
    output: (field: FieldSpec) => `${scalar}${field.required ? "!" : ""}`,
    input: (field: FieldSpec, mode: "create" | "update") => `${scalar}${inputRequired(field, mode) ? "!" : ""}`,
  };
}
