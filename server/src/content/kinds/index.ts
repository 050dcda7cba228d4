import type { FieldKind as KindName, FieldSpec } from "../field-spec.js";
import { boolean, department, select, semester, session } from "./choices.js";
import { image, pdf } from "./files.js";
import type { FieldKind } from "./kind.js";
import { members, textList } from "./lists.js";
import { date, dateTime, number } from "./numbers.js";
import { aadhaar, email, longText, markdown, phone, text, url } from "./text.js";

export { asIs } from "./kind.js";
export type { AdminWidget, CellShape } from "./kind.js";
export { fileUrl, IMAGE_VARIANT_WIDTHS, isUploadValue, type StoredImageInfo } from "./files.js";

/** Every field kind's behaviour, by name. A kind missing here does not compile. */
export const FIELD_KINDS: Readonly<Record<KindName, FieldKind>> = {
  text,
  longText,
  markdown,
  textList,
  number,
  date,
  dateTime,
  boolean,
  email,
  phone,
  url,
  department,
  session,
  semester,
  select,
  pdf,
  image,
  members,
  aadhaar,
};

export const kindOf = (field: FieldSpec): FieldKind => FIELD_KINDS[field.kind];

/** The field whose values live in a table of their own (a committee's members), if the type has one. */
export const ownTableField = (fields: Readonly<Record<string, FieldSpec>>): string | undefined =>
  Object.entries(fields).find(([, field]) => kindOf(field).column(field) === null)?.[0];
