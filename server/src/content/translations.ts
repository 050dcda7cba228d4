import type { FieldSpec } from "./field-spec.js";
import type { Language } from "./languages.js";

// Content in Marathi beside English (issue 19, docs/registry-shape.md). A field marked
// `translatable` gets a companion field `<field>Mr` of the same kind, placed right after it, so
// the entities (column `<column>_mr`), the inputs, the validation, the admin forms and the
// migration generator carry it like any other field; it is never required, and an empty one
// falls back to the English value (marked lang="en" on the site). The API answers the
// translatable field in the language asked (graphql/translated-fields.ts).

/** The kinds that may be translatable: texts visitors read. An image field's `translatable` passes to its alt text. */
export const TRANSLATABLE_KINDS: readonly FieldSpec["kind"][] = ["text", "longText", "markdown", "textList"];

/** The Marathi companion of a translatable field ("title" -> "titleMr"; its column title_mr). */
export const marathiFieldName = (field: string) => `${field}Mr`;

/** The API's companion giving both values ("title" -> "titleTranslations { en mr }"). */
export const translationsFieldName = (field: string) => `${field}Translations`;

/** The Marathi companions that `translatable` adds ("title" -> "titleMr"; an image's goes to its alt text, typed with it). */
export type MarathiFields<F extends Record<string, FieldSpec>> = {
  [K in keyof F & string as F[K] extends { translatable: true } ? (F[K] extends { kind: "image" } ? never : `${K}Mr`) : never]: FieldSpec;
};

function marathiField(english: string, field: FieldSpec): FieldSpec {
  return {
    kind: field.kind,
    label: `${field.label} (Marathi)`,
    ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
    help: "मराठी. Leave empty and Marathi pages show the English text, marked as English.",
    marathiOf: english,
  };
}

/** The fields with a Marathi companion after every translatable text field. */
export function withMarathiFields<F extends Readonly<Record<string, FieldSpec>>>(fields: F, owner = "fields"): F & MarathiFields<F> {
  const out: Record<string, FieldSpec> = {};
  for (const [name, field] of Object.entries(fields)) {
    out[name] = field;
    if (!field.translatable) continue;
    if (field.kind === "image") {
      if (!field.alt) throw new Error(`${owner}.${name}: an image is translatable only through its alt text (give it \`alt\`).`);
      continue;
    }
    if (!TRANSLATABLE_KINDS.includes(field.kind)) throw new Error(`${owner}.${name}: a ${field.kind} field cannot be translatable.`);
    out[marathiFieldName(name)] = marathiField(name, field);
  }
  return out as F & MarathiFields<F>;
}

/** The translatable fields of a field list (their Marathi companions follow them): [english, marathi]. */
export function translatedPairs(fields: Readonly<Record<string, FieldSpec>>): [string, string][] {
  return Object.entries(fields).flatMap(([name, field]) => (field.marathiOf ? [[field.marathiOf, name] as [string, string]] : []));
}

/** A Marathi value that says nothing (null, blank, an empty list): the English one is shown instead. */
export function isMissingTranslation(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

/** The value in `language`, falling back to English where the Marathi one is missing; and which it is. */
export function inLanguage<T>(english: T, marathi: T | null | undefined, language: Language): { value: T; language: Language } {
  if (language === "mr" && !isMissingTranslation(marathi)) return { value: marathi as T, language: "mr" };
  return { value: english, language: "en" };
}
