import { describe, expect, it } from "vitest";
import { registryMarathi } from "../../client/src/messages/mr/admin-registry.js";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import { TYPE_NAMES_MR } from "../../server/src/content/type-names-mr.js";

// The type names visitors read in Marathi (a search hit's section on /mr/search, an item's name in
// a message) are the names the panel shows: both are read from server/src/content/registry-marathi.json.

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the Marathi type names", () => {
  it("name every type of the registry in Marathi, as the panel does", () => {
    for (const spec of CONTENT_TYPE_LIST) {
      const names = TYPE_NAMES_MR[spec.key as keyof typeof TYPE_NAMES_MR];
      expect(names, spec.key).toBeDefined();
      expect(DEVANAGARI.test(names.label) && DEVANAGARI.test(names.pluralLabel), spec.key).toBe(true);
      const panel = registryMarathi.types[spec.key as keyof typeof registryMarathi.types];
      expect({ label: names.label, pluralLabel: names.pluralLabel }, spec.key).toEqual({ label: panel.label, pluralLabel: panel.pluralLabel });
    }
    expect(Object.keys(TYPE_NAMES_MR).sort()).toEqual(CONTENT_TYPE_LIST.map((spec) => spec.key).sort());
  });
});
