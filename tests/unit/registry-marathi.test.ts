import { describe, expect, it } from "vitest";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import { CLERK_SYSTEM_FIELDS, type FieldSpec } from "../../server/src/content/define.js";
import { SITE_SETTINGS_FIELDS } from "../../server/src/content/site-settings.js";
import { SHARED_FIELDS } from "../../server/src/content/shared-fields.js";
import { registryMarathi } from "../../client/src/messages/mr/admin-registry.js";
import type { FieldTranslation } from "../../server/src/content/registry-translation.js";

// The registry's words the panel shows (type names, navigation labels, headings, field labels,
// hints, choices, and the Site Settings form's fields) in Marathi: the registry is walked, so a type, field, hint or choice added to
// server/src/content/ without its Marathi in server/src/content/registry-marathi.json fails here.
// A translatable field's Marathi companion (`titleMr`) is left out: its words are made from its
// English field's (messages/admin-registry.ts, adminFormsMessages.marathiVersion). A shared field
// (shared-fields.ts SHARED_FIELDS: session, department, semester) has its words once, in sharedFields.

const DEVANAGARI = /[\u0900-\u097F]/;

/** Every word of the registry the panel shows, with its Marathi (or undefined), by a readable key. */
function words(): { key: string; english: string; marathi: string | undefined }[] {
  const out: { key: string; english: string; marathi: string | undefined }[] = [];
  const field = (key: string, spec: FieldSpec, mr: FieldTranslation | undefined) => {
    out.push({ key: `${key}.label`, english: spec.label, marathi: mr?.label });
    if (spec.help !== undefined) out.push({ key: `${key}.help`, english: spec.help, marathi: mr?.help });
    for (const option of spec.options ?? []) out.push({ key: `${key}.options.${option.value}`, english: option.label, marathi: mr?.options?.[option.value] });
  };
  for (const [name, spec] of Object.entries(CLERK_SYSTEM_FIELDS)) field(`clerkFields.${name}`, spec, registryMarathi.clerkFields[name]);
  for (const [name, spec] of Object.entries(SITE_SETTINGS_FIELDS as Record<string, FieldSpec>))
    if (!spec.marathiOf) field(`siteSettings.${name}`, spec, registryMarathi.siteSettings[name]);
  const sharedName = new Map<FieldSpec, string>(Object.entries(SHARED_FIELDS).map(([name, spec]) => [spec, name]));
  for (const [name, spec] of Object.entries(SHARED_FIELDS)) field(`sharedFields.${name}`, spec, registryMarathi.sharedFields[name]);
  for (const spec of CONTENT_TYPE_LIST) {
    const mr = registryMarathi.types[spec.key];
    const key = `types.${spec.key}`;
    out.push({ key: `${key}.label`, english: spec.label, marathi: mr?.label });
    out.push({ key: `${key}.pluralLabel`, english: spec.pluralLabel, marathi: mr?.pluralLabel });
    if (spec.admin.navLabel !== undefined) out.push({ key: `${key}.navLabel`, english: spec.admin.navLabel, marathi: mr?.navLabel });
    if (spec.admin.heading !== undefined) out.push({ key: `${key}.heading`, english: spec.admin.heading, marathi: mr?.heading });
    for (const [name, fieldSpec] of Object.entries(spec.fields)) {
      if (Object.hasOwn(CLERK_SYSTEM_FIELDS, name) || fieldSpec.marathiOf) continue;
      const shared = sharedName.get(fieldSpec);
      if (shared && !mr?.fields[name]) continue; // its words are sharedFields[shared]'s, checked above
      field(`${key}.fields.${name}`, fieldSpec, mr?.fields[name]);
    }
  }
  return out;
}

describe("the registry's words in Marathi", () => {
  const all = words();

  it("are there for every type, field, hint and choice of the registry", () => {
    expect(all.filter((word) => !word.marathi?.trim()).map((word) => word.key)).toEqual([]);
    expect(all.length).toBeGreaterThan(300);
  });

  it("are written in Devanagari and not left in English", () => {
    expect(all.filter((word) => word.marathi && (!DEVANAGARI.test(word.marathi) || word.marathi === word.english)).map((word) => word.key)).toEqual([]);
  });

  it("name no type or field the registry does not have (a renamed key would leave its Marathi unused)", () => {
    const types = new Map(CONTENT_TYPE_LIST.map((spec) => [spec.key, spec]));
    const stale = Object.entries(registryMarathi.types).flatMap(([type, mr]) => {
      const spec = types.get(type);
      if (!spec) return [type];
      return Object.keys(mr.fields)
        .filter((name) => !Object.hasOwn(spec.fields, name))
        .map((name) => `${type}.${name}`);
    });
    const staleSettings = Object.keys(registryMarathi.siteSettings).filter((name) => !Object.hasOwn(SITE_SETTINGS_FIELDS, name));
    const staleShared = Object.keys(registryMarathi.sharedFields).filter((name) => !Object.hasOwn(SHARED_FIELDS, name));
    expect([...stale, ...staleSettings, ...staleShared]).toEqual([]);
  });
});
