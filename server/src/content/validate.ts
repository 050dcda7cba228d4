import { z } from "zod";
import { isFileKind, type ContentTypeSpec, type FieldSpec } from "./define.js";
import { FIELD_KINDS, isUploadValue } from "./kinds/index.js";
import { missingPictureDescription } from "./alt-text.js";
import { ENGLISH_FIELD_WORDS, sayFor, type FieldWords } from "./field-words.js";

// Checking what a form or an API call sends, field by field, with the rules of each field's
// kind. The server's services and the admin client's forms use these same functions, so a
// clerk sees in the browser exactly the message the server would give. The messages are in the
// language of the `words` given (field-words.ts): English unless a caller says otherwise.

export type ValidationMode = "create" | "update";

export type Validated = { ok: true; values: Record<string, unknown> } | { ok: false; field: string; message: string };

/**
 * A NUL character: PostgreSQL cannot store it in text, and no form has a reason to send it.
 * Walks with its own stack, so a value nested without end cannot overflow the call stack.
 */
export function hasNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\u0000")) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === "object" && next !== null && !isUploadValue(next)) {
      for (const item of Object.values(next)) pending.push(item);
    }
  }
  return false;
}

/** Blank text, null and (except for list kinds, whose empty value is a list) an empty list mean "not given". */
function givenValue(field: FieldSpec, raw: unknown): unknown {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === "string" && raw.trim() === "") return undefined;
  if (Array.isArray(raw) && raw.length === 0 && !Array.isArray(FIELD_KINDS[field.kind].empty)) return undefined;
  return raw;
}

/** Built schemas by words (one object per language) and field: the registry's fields never change. */
const builtSchemas = new WeakMap<FieldWords, WeakMap<FieldSpec, z.ZodType<unknown>>>();

/**
 * The whole rule of one field: empty values (refused when required, else the kind's empty
 * value), characters that cannot be stored, then the kind's own check.
 */
export function fieldSchema(field: FieldSpec, words: FieldWords = ENGLISH_FIELD_WORDS): z.ZodType<unknown> {
  let built = builtSchemas.get(words);
  if (!built) {
    built = new WeakMap();
    builtSchemas.set(words, built);
  }
  let schema = built.get(field);
  if (!schema) {
    schema = buildFieldSchema(field, words);
    built.set(field, schema);
  }
  return schema;
}

function buildFieldSchema(field: FieldSpec, words: FieldWords): z.ZodType<unknown> {
  const kind = FIELD_KINDS[field.kind];
  const say = sayFor(field, words);
  const { m, label } = say;
  const check = kind.schema(field, say);
  return z.unknown().transform((raw, ctx) => {
    const value = givenValue(field, raw);
    if (value === undefined) {
      if (field.required && field.kind !== "boolean") {
        ctx.addIssue({ code: "custom", message: isFileKind(field.kind) ? m.chooseFileFor({ label }) : m.fillIn({ label }) });
        return z.NEVER;
      }
      return Array.isArray(kind.empty) ? [] : kind.empty;
    }
    if (hasNulCharacter(value)) {
      ctx.addIssue({ code: "custom", message: m.characterCannotBeStored({ label }) });
      return z.NEVER;
    }
    const result = check.safeParse(value);
    if (!result.success) {
      ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? m.notValid({ label }) });
      return z.NEVER;
    }
    return result.data;
  });
}

/**
 * Checks `input` against the fields and returns canonical values, or the first problem with the
 * field it is about. On create, missing required fields are refused; on update only the fields
 * present are checked, and a required field may not be cleared. Unknown field names are refused.
 */
export function validateValues(
  fields: Readonly<Record<string, FieldSpec>>,
  input: Record<string, unknown>,
  mode: ValidationMode,
  words: FieldWords = ENGLISH_FIELD_WORDS,
): Validated {
  for (const name of Object.keys(input)) {
    if (!(name in fields)) return { ok: false, field: name, message: words.messages.notAFieldOfThisForm({ name }) };
  }
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (mode === "update" && !Object.hasOwn(input, name)) continue;
    const result = fieldSchema(field, words).safeParse(input[name]);
    if (!result.success) return { ok: false, field: name, message: result.error.issues[0]!.message };
    values[name] = result.data;
  }
  return { ok: true, values };
}

/**
 * A form's schema for react-hook-form: every field of the type, with the same rules. A new row
 * is also checked as a whole (a picture needs its description); an update's changes cannot be,
 * without the stored row: the edit form calls `missingPictureDescription` with both.
 */
export function inputSchema(spec: ContentTypeSpec, mode: ValidationMode, words: FieldWords = ENGLISH_FIELD_WORDS): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    shape[name] = mode === "update" ? fieldSchema(field, words).optional() : fieldSchema(field, words);
  }
  const fields = z.object(shape).strict();
  if (mode === "update") return fields as z.ZodType<Record<string, unknown>>;
  // Checked even when other fields have problems, so the clerk sees every message at once.
  return fields.superRefine(
    (values, ctx) => {
      const missing = missingPictureDescription(spec.fields, values, undefined, words);
      if (missing) ctx.addIssue({ code: "custom", path: [missing.field], message: missing.message });
    },
    { when: () => true },
  ) as z.ZodType<Record<string, unknown>>;
}
