import type { ContentTypeSpec } from "./define.js";
import { FIELD_KINDS } from "./kinds/index.js";

// Which fields a type's lists may be sorted by, said once for the API, the services and the
// admin tables: the manage table's columns whose kind can be put in order, and when rows were
// added or last changed. Plain data, importable by the client.

export type SortDirection = "ASC" | "DESC";

/** A list's order when the reader chooses one instead of the type's own. */
export interface ListOrder {
  field: string;
  direction: SortDirection;
}

/** Every type's rows carry these; their order is their moment. */
export const TIMESTAMP_SORT_FIELDS = ["createdAt", "updatedAt"] as const;

/** The fields `spec`'s lists may be sorted by, columns first. */
export function sortableFields(spec: ContentTypeSpec): string[] {
  const columns = (spec.admin.columns as readonly string[]).filter((name) => FIELD_KINDS[spec.fields[name]!.kind].sort !== "never");
  return [...columns, ...TIMESTAMP_SORT_FIELDS];
}

/** Whether a field is compared without regard to capitals (text), so SQLite and PostgreSQL agree. */
export function sortsCaseless(spec: ContentTypeSpec, field: string): boolean {
  const described = spec.fields[field];
  return described !== undefined && FIELD_KINDS[described.kind].sort === "caseless";
}
