import type { ReactNode } from "react";
import { common } from "../messages/common.js";
import { contentLang } from "./in-language.js";
import { EmptyMessage } from "./query-state.js";

function cellLang<Row>(row: Row, column: TableColumn<Row>): "en" | undefined {
  return column.field ? contentLang(row as { fallbackToEnglish?: readonly string[] | null }, column.field) : undefined;
}

/** One column of a NumberedTable: its header and what each row shows in it. */
export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (a person, a lab, a firm): its cells are the rows' headers. */
  namesRow?: boolean;
  className?: string;
  /** The stored translatable field the cell shows: marked lang="en" where a Marathi page shows it in English (in-language.tsx). */
  field?: string;
}

interface NumberedTableProps<Row extends { id: string }> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** For screen readers (visually hidden). */
  caption: string;
  /** The caption as drawn, where it holds a stored name marked as English (ui/in-language.tsx Phrase); else `caption`. */
  captionContent?: ReactNode;
  /** Shown instead of the table when there are no rows; without it an empty table is drawn. */
  empty?: string;
  /** The department pages' denser look, or the site's data tables (with optional extra classes). */
  look?: "department" | { extraClass: string };
}

/**
 * The public site's numbered tables (committees, MoUs, labs, programmes, people, teams ...):
 * a "Sr No." column, then the given columns. On a phone each row is a card (ui/data-table.css,
 * `card-table`): every cell under its column's name (data-label), no column cut off.
 */
export function NumberedTable<Row extends { id: string }>({ rows, columns, caption, captionContent, empty, look }: NumberedTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <EmptyMessage text={empty} />;
  const table = (
    <table
      className={[look === "department" ? "department-table" : "data-table", typeof look === "object" ? look.extraClass : undefined, "card-table"]
        .filter(Boolean)
        .join(" ")}
    >
      <caption className="visually-hidden">{captionContent ?? caption}</caption>
      <thead>
        <tr>
          <th scope="col">{common.serialNumber}</th>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id}>
            <td className="card-table-serial">{index + 1}</td>
            {columns.map((column) =>
              column.namesRow ? (
                <th key={column.header} scope="row" className={column.className} lang={cellLang(row, column)} data-label={column.header}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={column.className} lang={cellLang(row, column)} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // The department pages' wide tables take focus, so a keyboard user can scroll them on a phone.
  return look === "department" ? (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      {table}
    </div>
  ) : (
    <div className="table-scroll">{table}</div>
  );
}
