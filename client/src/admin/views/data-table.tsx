import { Fragment, type ReactNode } from "react";
import type { ListOrder } from "../../../../server/src/content/sorting.js";
import { adminTablesMessages as m } from "../../messages/admin-tables.js";

// The admin area's table, for any rows (a type's manage table; later the trash, history and
// activity views): columns described once (header, cell, the field a header sorts by), headers
// that sort as buttons with aria-sort, an Actions column that stays in view (sticky on a wide
// screen that scrolls sideways, at the top of each card on a phone), and below about 600 px
// each row as a card of "label: value" lines, from the same markup (admin.css).

export interface TableColumn<Row> {
  /** Unique among the table's columns. */
  key: string;
  /** The header, and each value's label on a phone's card. */
  label: string;
  /** The field the list is sorted by when this header is pressed; none: the column does not sort. */
  sortField?: string;
  cell(row: Row): ReactNode;
}

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers ("Time tables"). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Attributes of a row's <tr> (data-id, for tests and scripts). */
  rowAttributes?(row: Row): Record<`data-${string}`, string>;
  /** The row's buttons (Edit, Delete); without it the table has no Actions column. */
  actions?(row: Row): ReactNode;
  /** Shown in a full-width row under a row (an edit form), when given and not null. */
  below?(row: Row): ReactNode;
  /** Attributes of that row's <tr>: its id (for aria-controls) and data attributes. */
  belowAttributes?(row: Row): { id: string } & Record<`data-${string}`, string>;
  /** The current order, and what a header press asks for. */
  sort?: ListOrder;
  onSort?(next: ListOrder): void;
}

/** The order a header press gives: its field ascending, or the other way round when it is already sorted by it. */
export function nextSort(current: ListOrder | undefined, field: string): ListOrder {
  if (current?.field === field) return { field, direction: current.direction === "ASC" ? "DESC" : "ASC" };
  return { field, direction: "ASC" };
}

const ARIA_SORT = { ASC: "ascending", DESC: "descending" } as const;
const sortWords = () => ({ ASC: m.ascending, DESC: m.descending });

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, actions, below, sort, onSort } = props;
  const width = columns.length + (actions ? 1 : 0);
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-cards">
        <caption className="admin-visually-hidden">
          {props.caption}
          {sort ? m.sortedBy(columns.find((c) => c.sortField === sort.field)?.label ?? sort.field, sortWords()[sort.direction]) : ""}
        </caption>
        <thead>
          <tr data-sort-label={onSort && columns.some((column) => column.sortField) ? m.sortBy : undefined}>
            {columns.map((column) => {
              const sorted = sort && column.sortField === sort.field ? ARIA_SORT[sort.direction] : undefined;
              return (
                <th scope="col" key={column.key} aria-sort={sorted} className={column.sortField && onSort ? "admin-sortable" : undefined}>
                  {column.sortField && onSort ? (
                    <button type="button" className="admin-sort" onClick={() => onSort(nextSort(sort, column.sortField!))}>
                      {column.label}
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
            {actions ? (
              <th scope="col" className="admin-actions-head">
                {m.actions}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = props.rowKey(row);
            const extra = below?.(row);
            return (
              <Fragment key={key}>
                <tr {...props.rowAttributes?.(row)}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.label}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions ? <td className="admin-actions">{actions(row)}</td> : null}
                </tr>
                {extra !== undefined && extra !== null ? (
                  <tr className="admin-edit-row" id={`below-${key}`} {...props.belowAttributes?.(row)}>
                    <td colSpan={width}>{extra}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
