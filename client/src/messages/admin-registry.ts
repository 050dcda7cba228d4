import type { ContentTypeSpec, FieldSpec } from "../../../server/src/content/define.js";
import type { FieldTranslation } from "../../../server/src/content/registry-translation.js";
import { englishFieldOf, fieldTranslation } from "../../../server/src/content/registry-words.js";
import { adminFormsMessages } from "./admin-forms.js";
import { registryMarathiNow } from "./admin-language.js";

// The registry's words (type names, field labels, hints, choices) in the panel's language: the
// registry's own English, or its Marathi from server/src/content/registry-marathi.json when the clerk chose Marathi.
// A word the Marathi lacks falls back to the English (the unit test makes that not happen).

/** The Marathi of a field, when Marathi is chosen and has it. */
const translated = (field: FieldSpec): FieldTranslation | undefined => {
  const marathi = registryMarathiNow();
  return marathi ? fieldTranslation(field, marathi) : undefined;
};
const typeMarathi = (spec: ContentTypeSpec) => registryMarathiNow()?.types[spec.key];

export const typeLabel = (spec: ContentTypeSpec) => typeMarathi(spec)?.label ?? spec.label;
export const pluralLabel = (spec: ContentTypeSpec) => typeMarathi(spec)?.pluralLabel ?? spec.pluralLabel;
/** The add form's entry in the side navigation: the spec's own name for it, else the plural label. */
export const navLabel = (spec: ContentTypeSpec) => (spec.admin.navLabel === undefined ? pluralLabel(spec) : (typeMarathi(spec)?.navLabel ?? spec.admin.navLabel));
/** The add form's heading as the spec gives it, or undefined. */
export const specHeading = (spec: ContentTypeSpec) => (spec.admin.heading === undefined ? undefined : (typeMarathi(spec)?.heading ?? spec.admin.heading));

export function fieldLabel(field: FieldSpec): string {
  const english = registryMarathiNow() && englishFieldOf(field);
  if (english) return adminFormsMessages.marathiVersion(fieldLabel(english));
  return translated(field)?.label ?? field.label;
}
export function fieldHelp(field: FieldSpec): string | undefined {
  if (registryMarathiNow() && englishFieldOf(field)) return adminFormsMessages.marathiVersionHelp;
  return field.help === undefined ? undefined : (translated(field)?.help ?? field.help);
}
/** A select field's choices with their words in the panel's language. */
export const fieldOptions = (field: FieldSpec) =>
  (field.options ?? []).map((option) => ({ value: option.value, label: translated(field)?.options?.[option.value] ?? option.label }));
