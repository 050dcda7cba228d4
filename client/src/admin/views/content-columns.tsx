import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { sortableFields } from "../../../../server/src/content/sorting.js";
import type { ContentRow } from "./content-documents.js";
import type { CellContext } from "./cell-text.js";
import type { TableColumn } from "./data-table.js";
import { TableCell } from "./table-cell.js";
import { formatMoment } from "../../ui/format-date.js";
import { adminLocale } from "../../messages/admin-language.js";
import { LifecycleStatus } from "./lifecycle-status.js";
import { adminTablesMessages as m } from "../../messages/admin-tables.js";
import { fieldLabel } from "../../messages/admin-registry.js";

/** When a row was last saved, on the college's clock and in the panel's language: every type has it, and lists sort by it. */
export const lastChangedColumn: TableColumn<ContentRow> = {
  key: "updatedAt",
  // Read when drawn, so it follows the panel's language.
  get label() {
    return m.lastChanged;
  },
  sortField: "updatedAt",
  cell: (row) => <time dateTime={row.updatedAt}>{formatMoment(row.updatedAt, adminLocale())}</time>,
};

/**
 * A content type's manage-table columns, from its registry entry: its admin columns in order,
 * each headed by its field's label and sortable where the API sorts by it (sorting.ts), then
 * when the row was last changed.
 */
export function contentColumns(spec: ContentTypeSpec, context: CellContext): TableColumn<ContentRow>[] {
  const sortable = new Set(sortableFields(spec));
  const own = spec.admin.columns.map((name, index) => ({
    key: name,
    label: fieldLabel(spec.fields[name]!),
    sortField: sortable.has(name) ? name : undefined,
    cell: (row: ContentRow) => (
      <>
        <TableCell spec={spec} name={name} row={row} context={context} />
        {/* Scheduled or expired rows say so beside their title. */}
        {index === 0 ? <LifecycleStatus row={row} /> : null}
      </>
    ),
  }));
  return [...own, lastChangedColumn];
}
