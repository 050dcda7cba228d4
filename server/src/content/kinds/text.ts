import { z } from "zod";
import type { FieldSpec } from "../field-spec.js";
import { markdownNesting, MAX_MARKDOWN_NESTING } from "../markdown-depth.js";
import { maskAadhaar } from "../vocabulary.js";
import type { FieldSay } from "../field-words.js";
import { AS_IS_CONVERSIONS, scalarTypes, type FieldKind } from "./kind.js";
import { aadhaarAsStored, aadhaarProblem, isEmailAddress, isPhoneNumber, MAX_LENGTH, phoneAsStored } from "./rules.js";

// Kinds that are text in every layer: one line, paragraphs, e-mail, phone, web address, Aadhaar.

/** Trimmed text of at most the field's (or the kind's) length. */
export function trimmedText(field: FieldSpec, { m, label }: FieldSay, defaultMax = 255) {
  const maxLength = field.maxLength ?? defaultMax;
  return z
    .string({ error: m.mustBeText({ label }) })
    .transform((s) => s.trim())
    .pipe(z.string().max(maxLength, m.tooLong({ label, max: maxLength })));
}

function withPattern(field: FieldSpec, say: FieldSay, schema: z.ZodType<string>): z.ZodType<unknown> {
  if (!field.pattern) return schema;
  return schema.pipe(z.string().regex(new RegExp(field.pattern.regex), say.m.notInPattern({ label: say.label, rule: field.pattern.message })));
}

const stringKind = {
  ...scalarTypes("String"),
  empty: null,
  ...AS_IS_CONVERSIONS,
};

export const text: FieldKind = {
  ...stringKind,
  schema: (field, say) => withPattern(field, say, trimmedText(field, say, MAX_LENGTH.text)),
  column: (field) => ({ type: "varchar", length: field.maxLength ?? MAX_LENGTH.text }),
  widget: "text",
  cell: "text",
  sort: "caseless",
};

export const longText: FieldKind = {
  ...stringKind,
  schema: (field, say) => withPattern(field, say, trimmedText(field, say, MAX_LENGTH.longText)),
  column: () => ({ type: "text" }),
  widget: "textarea",
  cell: "long",
  sort: "caseless",
};

/** Stored as written; the site renders it with react-markdown and remark-gfm, never its raw HTML. */
export const markdown: FieldKind = {
  ...stringKind,
  schema: (field, say) =>
    trimmedText(field, say, MAX_LENGTH.markdown).superRefine((text, context) => {
      const nesting = markdownNesting(text);
      if (nesting > MAX_MARKDOWN_NESTING) {
        context.addIssue({ code: "custom", message: say.m.nestedTooDeep({ label: say.label, nesting, max: MAX_MARKDOWN_NESTING }) });
      }
    }),
  column: () => ({ type: "text" }),
  widget: "markdown",
  cell: "long",
  sort: "never",
  apiNote: "Markdown (GitHub flavour, tables included). Raw HTML in it is shown as text, never run.",
};

export const email: FieldKind = {
  ...stringKind,
  schema: (field, say) =>
    trimmedText(field, say, MAX_LENGTH.email)
      .refine(isEmailAddress, say.m.emailAddress({ label: say.label }))
      .transform((s) => s.toLowerCase()),
  column: () => ({ type: "varchar", length: 255 }),
  widget: "email",
  cell: "text",
  sort: "caseless",
};

/** Digits, spaces and dashes as people type them; stored as digits with an optional leading +. */
export const phoneNumber = (digitsMessage: string, typeMessage?: string) =>
  z
    .union([z.string(), z.number()], typeMessage ? { error: typeMessage } : undefined)
    .transform((v) => phoneAsStored(String(v)))
    .refine(isPhoneNumber, digitsMessage);

export const phone: FieldKind = {
  ...stringKind,
  schema: (_field, { m, label }) => phoneNumber(m.phoneDigits({ label }), m.phoneType({ label })),
  column: () => ({ type: "varchar", length: 255 }),
  widget: "phone",
  cell: "text",
  sort: "value",
};

export const url: FieldKind = {
  ...stringKind,
  schema: (field, say) =>
    trimmedText(field, say, MAX_LENGTH.url).refine((s) => /^https?:\/\/[^\s]+$/i.test(s) || /^\/[^\s]*$/.test(s), say.m.webAddress({ label: say.label })),
  column: () => ({ type: "varchar", length: 500 }),
  widget: "url",
  cell: "text",
  sort: "caseless",
};

function masked(value: unknown): string | null {
  return value === null || value === undefined ? null : maskAadhaar(String(value));
}

/**
 * 12 digits ending in their Verhoeff check digit. Personal data: stored encrypted, with only the
 * last four digits readable; shown by the API and the old rows as XXXX XXXX 1234.
 */
export const aadhaar: FieldKind = {
  ...stringKind,
  schema: (_field, { m, label }) =>
    z
      .union([z.string(), z.number()], { error: m.aadhaarType({ label }) })
      .transform((v) => aadhaarAsStored(String(v)))
      .refine((s) => aadhaarProblem(s) !== "length", m.aadhaarLength({ label }))
      .refine((s) => aadhaarProblem(s) === undefined, m.aadhaarChecksum({ label })),
  column: () => ({ type: "varchar", length: 255 }),
  toApi: masked,
  toLegacy: masked,
  sealed: { shown: (value) => maskAadhaar(value) },
  widget: "aadhaar",
  cell: "text",
  sort: "never",
  apiNote: "Masked: only the last four digits are shown, as XXXX XXXX 1234.",
};
