// The shape of the registry's words in another language (server/src/content/ gives them in
// English): each type's names and each field's label, help and choices, by type key and field
// key. The fields every type has (publishing dates) and the shared fields many types use (session,
// department, semester) are given once. registry-marathi.json holds the Marathi; registry-words.ts
// finds a field's words in it; tests/unit/registry-marathi.test.ts walks the registry and fails on any word
// without its Marathi.

export interface FieldTranslation {
  label: string;
  help?: string;
  /** A select field's choices, by stored value. */
  options?: Readonly<Record<string, string>>;
}

export interface TypeTranslation {
  label: string;
  pluralLabel: string;
  navLabel?: string;
  heading?: string;
  fields: Readonly<Record<string, FieldTranslation>>;
}

export interface RegistryTranslation {
  /** The clerk's system fields every type has (define.ts CLERK_SYSTEM_FIELDS), by field key. */
  clerkFields: Readonly<Record<string, FieldTranslation>>;
  /** The fields many types share (server/src/content/shared-fields.ts SHARED_FIELDS), by their name there; a type may give its own. */
  sharedFields: Readonly<Record<string, FieldTranslation>>;
  /** By type key. */
  types: Readonly<Record<string, TypeTranslation>>;
  /** The Site Settings form's fields (content/site-settings.ts), by field key. */
  siteSettings: Readonly<Record<string, FieldTranslation>>;
}
