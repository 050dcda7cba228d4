import type { ContentKey } from "./registry.js";
import words from "./registry-marathi.json";

// What visitors read of the registry's type names, in Marathi: a search hit's section on /mr/search
// (the type's plural label) and the name of an item without a title. They are the names the panel
// shows (registry-marathi.json, the registry's words in Marathi); tests/unit/registry-marathi.test.ts
// fails when a type has none.

export const TYPE_NAMES_MR = Object.fromEntries(Object.entries(words.types).map(([key, type]) => [key, { label: type.label, pluralLabel: type.pluralLabel }])) as Record<
  ContentKey,
  { label: string; pluralLabel: string }
>;
