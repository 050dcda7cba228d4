import type { ContentTypeSpec, FieldSpec } from "../../../server/src/content/define.js";
import { CONTENT_TYPE_LIST } from "../../../server/src/content/registry.js";
import { SITE_SETTINGS_FIELDS } from "../../../server/src/content/site-settings.js";
import { SHARED_FIELDS } from "../../../server/src/content/shared-fields.js";
import { adminFormsMessages } from "./admin-forms.js";
import { onAdminLanguageChange } from "./admin-language.js";
import type { FieldTranslation, RegistryTranslation } from "./registry-translation.js";

// The registry's words (type names, field labels, hints, choices) in the panel's language: the
// registry's own English, or its Marathi from server/src/content/registry-marathi.json when the clerk chose Marathi.
// A word the Marathi lacks falls back to the English (the unit test makes that not happen).

let marathi: RegistryTranslation | undefined;
onAdminLanguageChange((chunk) => {
  marathi = chunk?.registry;
});

/** Where each field of the registry sits (type key, field key): the widgets get the field alone. */
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
// The Site Settings form's fields: no type (null).
note(null, SITE_SETTINGS_FIELDS);

/** The shared fields (session, department, semester) by their name in SHARED_FIELDS. */
const sharedNames = new WeakMap<FieldSpec, string>(Object.entries(SHARED_FIELDS).map(([name, field]) => [field, name]));

/** The Marathi of a field, when Marathi is chosen and has it. */
function translated(field: FieldSpec): FieldTranslation | undefined {
  const place = places.get(field);
  if (!marathi || !place) return undefined;
  if (place.type === null) return marathi.siteSettings[place.field];
  const shared = sharedNames.get(field);
  return marathi.types[place.type]?.fields[place.field] ?? (shared ? marathi.sharedFields[shared] : undefined) ?? marathi.clerkFields[place.field];
}

export const typeLabel = (spec: ContentTypeSpec) => marathi?.types[spec.key]?.label ?? spec.label;
export const pluralLabel = (spec: ContentTypeSpec) => marathi?.types[spec.key]?.pluralLabel ?? spec.pluralLabel;
/** The add form's entry in the side navigation: the spec's own name for it, else the plural label. */
export const navLabel = (spec: ContentTypeSpec) =>
  spec.admin.navLabel === undefined ? pluralLabel(spec) : (marathi?.types[spec.key]?.navLabel ?? spec.admin.navLabel);
/** The add form's heading as the spec gives it, or undefined. */
export const specHeading = (spec: ContentTypeSpec) =>
  spec.admin.heading === undefined ? undefined : (marathi?.types[spec.key]?.heading ?? spec.admin.heading);

export function fieldLabel(field: FieldSpec): string {
  const english = marathi && englishOf.get(field);
  if (english) return adminFormsMessages.marathiVersion(fieldLabel(english));
  return translated(field)?.label ?? field.label;
}
export function fieldHelp(field: FieldSpec): string | undefined {
  if (marathi && englishOf.has(field)) return adminFormsMessages.marathiVersionHelp;
  return field.help === undefined ? undefined : (translated(field)?.help ?? field.help);
}
/** A select field's choices with their words in the panel's language. */
export const fieldOptions = (field: FieldSpec) =>
  (field.options ?? []).map((option) => ({ value: option.value, label: translated(field)?.options?.[option.value] ?? option.label }));
