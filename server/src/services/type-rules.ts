import type { ContentTypeSpec } from "../content/define.js";
import type { ContentKey } from "../content/registry.js";
import type { ContentRow } from "./content-service.types.js";

// The few rules that belong to one content type only. Each runs after validation and may
// adjust the values about to be written (all of them on create, the changes on update).

type Rule = (changes: Record<string, unknown>, existing: ContentRow | null) => void;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

export const TYPE_RULES: Partial<Record<ContentKey, Rule>> = {
  /** A committee without a web address key gets one made from its name. */
  committee(changes, existing) {
    const slug = "slug" in changes ? changes.slug : existing?.slug;
    const name = (changes.name ?? existing?.name) as string | undefined;
    if (!slug && name) changes.slug = slugify(name);
  },
};

/**
 * A type's rules: its own, and for a type whose archive follows a field (a tender's closing
 * date: `lifecycle.archive.closesWith`) the row's "valid until" set to that field's moment, so
 * the row leaves the list for the archive at that moment with no write then.
 */
export function typeRule(spec: ContentTypeSpec): Rule | undefined {
  const own = TYPE_RULES[spec.key as ContentKey];
  const closesWith = spec.lifecycle?.archive?.closesWith;
  if (!closesWith) return own;
  return (changes, existing) => {
    own?.(changes, existing);
    if (closesWith in changes) changes.validUntil = changes[closesWith] ?? null;
  };
}
