import { DEFAULT_NEW_DAYS } from "./site-settings.js";
import type { RegistryTranslation } from "./registry-translation.js";
import words from "./registry-marathi.json";

// The registry's words in Marathi (the registry gives them in English), by type key and field key:
// what the panel shows as menus, headings, labels, hints and choices, and how the server's Marathi
// messages name a field. The words are data, in registry-marathi.json for whoever translates them;
// this module completes them: both staff types take `staffFields` (defineStaffType gives them the
// same fields), and `{days}` is the site's default. A type or field added to the registry needs
// its Marathi in the JSON: tests/unit/registry-marathi.test.ts fails until then.

const { staffFields, types, siteSettings, ...rest } = words;

export const registryMarathi: RegistryTranslation = {
  ...rest,
  types: {
    ...types,
    facultyStaff: { ...types.facultyStaff, fields: staffFields },
    supportingStaff: { ...types.supportingStaff, fields: staffFields },
  },
  siteSettings: {
    ...siteSettings,
    newDays: { ...siteSettings.newDays, help: siteSettings.newDays.help.replace("{days}", String(DEFAULT_NEW_DAYS)) },
  },
};
