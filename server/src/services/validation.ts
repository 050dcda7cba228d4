import { z } from "zod";
import { isFileKind, type FieldSpec } from "../content/define.js";
import { isSession, parseSemester } from "../content/vocabulary.js";
import { isIncomingFile } from "../storage/incoming-file.js";
import { badInput } from "./errors.js";

// Field values checked by kind. The same rules serve every transport: GraphQL sends typed
// values, the legacy shim sends the strings of a form ("3", "yes", "Third Semester"), so each
// kind accepts both and hands the service one canonical value.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DEFAULT_MAX_LENGTH: Partial<Record<FieldSpec["kind"], number>> = {
  text: 255,
  longText: 10_000,
  email: 255,
  url: 500,
};

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A NUL character: PostgreSQL cannot store it in text, and no form has a reason to send it. */
export function hasNulCharacter(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNulCharacter);
  if (typeof value === "object" && value !== null && !isIncomingFile(value)) return Object.values(value).some(hasNulCharacter);
  return false;
}

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The checker for one present, non-empty value of a field. */
function kindSchema(spec: FieldSpec): z.ZodType<unknown> {
  const label = spec.label;
  const maxLength = spec.maxLength ?? DEFAULT_MAX_LENGTH[spec.kind] ?? 255;
  const text = z
    .string({ error: `${label} must be text.` })
    .transform((s) => s.trim())
    .pipe(z.string().max(maxLength, `${label} can have at most ${maxLength} characters.`));
  switch (spec.kind) {
    case "text":
    case "longText":
      return spec.pattern
        ? text.pipe(z.string().regex(new RegExp(spec.pattern.regex), `${label}: ${spec.pattern.message}`))
        : text;
    case "textList":
      return z
        .union([z.array(z.string()), z.string()], { error: `${label} must be a list of lines.` })
        .transform((v) => (Array.isArray(v) ? v : v.split(/\r?\n/)).map((s) => s.trim()).filter(Boolean))
        .pipe(z.array(z.string().max(1000, `Each line of ${label} can have at most 1000 characters.`)).max(100, `${label} can have at most 100 lines.`));
    case "number":
      return z.coerce
        .number({ error: `${label} must be a whole number.` })
        .refine((n) => Number.isInteger(n), `${label} must be a whole number.`)
        .refine((n) => spec.min === undefined || n >= spec.min, `${label} must be at least ${spec.min}.`)
        .refine((n) => spec.max === undefined || n <= spec.max, `${label} must be at most ${spec.max}.`)
        .refine(
          (n) => !spec.notAfterThisYear || n <= new Date().getFullYear(),
          `${label} cannot be later than ${new Date().getFullYear()}.`,
        );
    case "date":
      return z
        .string({ error: `${label} must be a date.` })
        .transform((s) => s.trim().slice(0, 10))
        .refine(isRealDate, `${label} must be a date written as YYYY-MM-DD, for example 2025-04-15.`)
        .refine((s) => !spec.notAfterToday || s <= today(), `${label} cannot be later than today.`);
    case "boolean":
      return z
        .union([z.boolean(), z.string(), z.number()])
        .transform((v, ctx) => {
          if (typeof v === "boolean") return v;
          const t = String(v).trim().toLowerCase();
          if (["true", "yes", "1", "on"].includes(t)) return true;
          if (["false", "no", "0", "off"].includes(t)) return false;
          ctx.addIssue({ code: "custom", message: `${label} must be yes or no.` });
          return z.NEVER;
        });
    case "email":
      return text.pipe(z.string().regex(EMAIL, "Please enter a valid email address")).transform((s) => s.toLowerCase());
    case "phone":
      return z
        .union([z.string(), z.number()], { error: `${label} must be a phone number.` })
        .transform((v) => String(v).replace(/[\s-()]/g, ""))
        .refine((s) => /^\+?\d{10,15}$/.test(s), `${label} must have 10 to 15 digits (numbers only; a leading + is allowed).`);
    case "aadhaar":
      return z
        .union([z.string(), z.number()], { error: `${label} must be a number.` })
        .transform((v) => String(v).replace(/[\s-]/g, ""))
        .refine((s) => /^\d{12}$/.test(s), `${label} must have exactly 12 digits.`);
    case "url":
      return text.refine(
        (s) => /^https?:\/\/[^\s]+$/i.test(s) || /^\/[^\s]*$/.test(s),
        `${label} must be a web address starting with https:// (or a page of this site starting with /).`,
      );
    case "department":
      return text.pipe(z.string().regex(/^[a-z0-9_]+$/, `${label}: choose a department from the list.`));
    case "session":
      return text.refine((s) => isSession(s), `${label} must be an academic session such as 2025-2026.`);
    case "semester":
      return z
        .union([z.number(), z.string()])
        .transform((v, ctx) => {
          const n = parseSemester(v);
          if (n === undefined) {
            ctx.addIssue({ code: "custom", message: `${label}: choose a semester from First to Sixth.` });
            return z.NEVER;
          }
          return n;
        });
    case "select": {
      const values = (spec.options ?? []).map((o) => o.value);
      return text.refine((s) => values.includes(s), `${label} must be one of: ${values.join(", ")}.`);
    }
    case "members":
      return z
        .array(
          z.object({
            name: z.string().transform((s) => s.trim()).pipe(z.string().min(1, "Each member needs a name.").max(255)),
            mobile: z
              .union([z.string(), z.number()])
              .transform((v) => String(v).replace(/[\s-()]/g, ""))
              .refine((s) => /^\+?\d{10,15}$/.test(s), "Each member's mobile number must have 10 to 15 digits."),
          }),
          { error: `${label} must be a list of names and mobile numbers.` },
        )
        .max(100, `${label}: at most 100 members.`);
    case "pdf":
    case "image":
      return z.custom((v) => isIncomingFile(v), `${label} must be an uploaded file.`);
  }
}

function emptyValue(spec: FieldSpec): unknown {
  if (spec.kind === "boolean") return false;
  if (spec.kind === "members" || spec.kind === "textList") return [];
  return null;
}

export type ValidationMode = "create" | "update";

/**
 * Checks `input` against the fields and returns canonical values. On create, missing required
 * fields are refused; on update only the fields present are checked, and a required field may
 * not be cleared. Unknown field names are refused. Throws AppError BAD_USER_INPUT naming the field.
 */
export function validateFields(
  fields: Readonly<Record<string, FieldSpec>>,
  input: Record<string, unknown>,
  mode: ValidationMode,
): Record<string, unknown> {
  for (const name of Object.keys(input)) {
    if (!(name in fields)) throw badInput(name, `"${name}" is not a field of this form.`);
  }
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const present = Object.prototype.hasOwnProperty.call(input, name);
    if (mode === "update" && !present) continue;
    let raw = blankToUndefined(input[name]);
    if (Array.isArray(raw) && raw.length === 0 && spec.kind !== "members" && spec.kind !== "textList") raw = undefined;
    if (raw === undefined || raw === null) {
      if (spec.required && spec.kind !== "boolean") {
        const verb = isFileKind(spec.kind) ? "Please choose a file for" : "Please fill in";
        throw badInput(name, `${verb} ${spec.label}.`);
      }
      out[name] = emptyValue(spec);
      continue;
    }
    if (hasNulCharacter(raw)) throw badInput(name, `${spec.label} contains a character that cannot be stored. Please type it again.`);
    const result = kindSchema(spec).safeParse(raw);
    if (!result.success) throw badInput(name, result.error.issues[0]?.message ?? `${spec.label} is not valid.`);
    out[name] = result.data;
  }
  return out;
}
