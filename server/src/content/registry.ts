// Every content type. Forms, tables, services, resolvers and the legacy shim all read these
// descriptions; adding a type starts with a file in types/ (found by `npm run codegen`, which
// writes types/index.ts).
import type { ContentTypeSpec } from "./define.js";
import { CONTENT_TYPES } from "./types/index.js";

export { CONTENT_TYPES };

export type ContentKey = keyof typeof CONTENT_TYPES;

export const CONTENT_TYPE_LIST: readonly ContentTypeSpec[] = Object.values(CONTENT_TYPES);

export function contentType(key: string): ContentTypeSpec {
  const spec = (CONTENT_TYPES as unknown as Record<string, ContentTypeSpec>)[key];
  if (!spec) throw new Error(`Unknown content type: ${key}`);
  return spec;
}
