import { CONTENT_TYPES, type ContentKey } from "../content/registry.js";
import { DEMO_ROW_FILES } from "./content/index.js";
import type { SeedRecord } from "./content/files.js";

export { siteSettings } from "./content/site-settings.js";

/**
 * The demo rows of every content type: departments first, since the other types' department
 * fields must name a stored one; then the registry's order (seed.ts writes two types at a time). A type
 * may have rows in more than one file (committee orders are documents). The two public-form
 * types have no demo rows.
 */
export const DEMO_CONTENT: readonly { key: ContentKey; records: readonly SeedRecord[] }[] = (() => {
  const byKey = new Map<ContentKey, SeedRecord[]>();
  for (const file of DEMO_ROW_FILES) {
    for (const [key, records] of Object.entries(file) as [ContentKey, readonly SeedRecord[]][]) {
      byKey.set(key, [...(byKey.get(key) ?? []), ...records]);
    }
  }
  const order = (Object.keys(CONTENT_TYPES) as ContentKey[]).sort((a, b) => Number(b === "department") - Number(a === "department"));
  return order.filter((key) => byKey.has(key)).map((key) => ({ key, records: byKey.get(key)! }));
})();
