import { FIELD_KINDS } from "../content/kinds/index.js";
import type { Actor } from "../base/actor.js";
import type { ContentRow, ContentService, ListArgs } from "../services/content-service.types.js";
import type { LegacyField, LegacyType } from "./tables.js";

// List rows in the old shape: legacy names, `sno` for the id, files as a path relative to the
// site ("uploads/time-table/....pdf", which the old client joined to the host), semesters as
// their label ("Third Semester") and committee members as { sno, name, number }.

const PAGE_SIZE = 100;

function legacyValue(field: LegacyField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return FIELD_KINDS[field.spec.kind].toLegacy(value);
}

export function toLegacyRow(type: LegacyType, row: ContentRow): Record<string, unknown> {
  const out: Record<string, unknown> = type.rowsHaveSno ? { sno: row.id } : {};
  for (const field of type.fields) {
    if (field.names.row) out[field.names.row] = legacyValue(field, row[field.name]);
  }
  return out;
}

/** Every row the filter matches: the old script had no paging, so neither has its answer. */
export async function listAllRows(service: ContentService, actor: Actor, filter: ListArgs): Promise<ContentRow[]> {
  const rows: ContentRow[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    // The old client knew no publishing dates: its lists show what visitors see.
    const page = await service.list(actor, { ...filter, asVisitor: true, limit: PAGE_SIZE, offset });
    rows.push(...page.items);
    if (page.items.length < PAGE_SIZE || rows.length >= page.totalCount) return rows;
  }
}
