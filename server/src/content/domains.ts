import type { ContentTypeSpec } from "./define.js";
import { CONTENT_TYPES, type ContentKey } from "./registry.js";
import { TYPE_FILES } from "./types/index.js";

// The content types grouped as the API documents them: one SDL file per domain in schema/, one
// domain per file of types/ (its name, its `about` line, its types in the order written).

export interface ContentDomain {
  /** The schema file's name, kebab-case: the name of the type file. */
  name: string;
  /** One line on what the domain holds. */
  about: string;
  keys: readonly ContentKey[];
}

export const CONTENT_DOMAINS: readonly ContentDomain[] = TYPE_FILES;

export const domainTypes = (domain: ContentDomain): ContentTypeSpec[] => domain.keys.map((key) => CONTENT_TYPES[key]);
