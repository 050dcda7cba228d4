import type { FieldSpec } from "./field-spec.js";
import { CONTENT_TYPE_LIST } from "./registry.js";
import type { FieldTranslation, RegistryTranslation } from "./registry-translation.js";
import { SHARED_FIELDS } from "./shared-fields.js";
import { SITE_SETTINGS_FIELDS } from "./site-settings.js";

// Finds a field's words in another language's registry words (registry-marathi.json), given the
// field alone: the panel's widgets and the server's rules get a FieldSpec, not its type and name.
// Used by the panel (client/src/messages/admin-registry.ts) and by the server's Marathi field
// words (server-field-words.ts), so both name a field the same way.

/** Where each field of the registry sits (type key, field key); the Site Settings form's have no type (null). */
const places = new WeakMap<FieldSpec, { type: string | null; field: string }>();
/** A Marathi companion's English field (`titleMr` -> `title`): its words are made from that field's. */
const englishOf = new WeakMap<FieldSpec, FieldSpec>();
function note(type: string | null, fields: Readonly<Record<string, FieldSpec>>) {
  for (const [name, field] of Object.entries(fields)) {
    if (!places.has(field)) places.set(field, { type, field: name });
    const english = field.marathiOf ? fields[field.marathiOf] : undefined;
    if (english) englishOf.set(field, english);
  }
}
for (const spec of CONTENT_TYPE_LIST) note(spec.key, spec.fields);
note(null, SITE_SETTINGS_FIELDS);

/** The shared fields (session, department, semester) by their name in SHARED_FIELDS. */
const sharedNames = new WeakMap<FieldSpec, string>(Object.entries(SHARED_FIELDS).map(([name, field]) => [field, name]));

/** A field's words in `words`: its type's own, else the shared field's, else the clerk fields'. */
export function fieldTranslation(field: FieldSpec, words: RegistryTranslation): FieldTranslation | undefined {
  const place = places.get(field);
  if (!place) return undefined;
  if (place.type === null) return words.siteSettings[place.field];
  const shared = sharedNames.get(field);
  return words.types[place.type]?.fields[place.field] ?? (shared ? words.sharedFields[shared] : undefined) ?? words.clerkFields[place.field];
}

/** The English field a Marathi companion (`titleMr`) stands for, or undefined for any other field. */
export const englishFieldOf = (field: FieldSpec): FieldSpec | undefined => englishOf.get(field);
