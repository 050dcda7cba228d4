import type { RegistryTranslation } from "../registry-translation.js";
import { DEFAULT_NEW_DAYS } from "../../../../server/src/content/site-settings.js";
import words from "../../../../server/src/content/registry-marathi.json";

// The registry's words in Marathi (server/src/content/ holds them in English), by type key and
// field key: what the panel shows as menus, headings, labels, hints and choices. The words are
// data, kept beside the registry in server/src/content/registry-marathi.json (the server reads
// the type names from it too, content/type-names-mr.ts); this module completes them:
// both staff types take `staffFields` (defineStaffType gives them the same fields), and `{days}`
// is the site's default. A type or field added to the registry needs its Marathi in the JSON:
// tests/unit/registry-marathi.test.ts fails until then.

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
