import type { PublicColumn, PublicLayout } from "../../../../server/src/content/public-block.js";
import type { PublicType } from "../../../../server/src/content/public-types.js";
import { isFileKind } from "../../../../server/src/content/define.js";
import { NumberedTable, type TableColumn } from "../../ui/numbered-table.js";
import { activeLanguage } from "../../messages/active-language.js";
import { contentLang } from "../../ui/in-language.js";
import { fieldHeader, FieldValue } from "./field-value.js";
import { NoticesUnder, type NoticesByParent } from "./notices-under.js";
import type { PublicRow } from "./public-row.js";

// The "table" layout: a numbered table of the layout's columns; the title column names each row,
// and a file column's link says the field's name and, for screen readers, the row's title; a
// column of several fields (a tender's documents) lists those a row has, one under another. A
// block with notices (a tender's corrigenda) gets a last column listing each row's own.

export function TableList({
  type,
  layout,
  rows,
  caption,
  notices,
}: {
  type: PublicType;
  layout: Extract<PublicLayout, { kind: "table" }>;
  rows: readonly PublicRow[];
  caption: string;
  notices?: NoticesByParent;
}) {
  const columns: TableColumn<PublicRow>[] = layout.columns.map((column) => tableColumn(type, column));
  if (notices) columns.push({ header: notices.notices.label[activeLanguage()], cell: (row) => <NoticesUnder notices={notices} parent={row} labelled={false} /> });
  return <NumberedTable rows={rows} columns={columns} caption={caption} look={{ extraClass: "public-list-table" }} />;
}

function tableColumn(type: PublicType, column: PublicColumn): TableColumn<PublicRow> {
  if (typeof column === "string") {
    return {
      header: fieldHeader(type.fields[column]!),
      cell: (row) => <Value type={type} name={column} row={row} />,
      namesRow: column === type.titleField,
      field: column,
    };
  }
  return {
    header: column.label[activeLanguage()],
    cell: (row) => {
      const present = column.fields.filter((name) => row[name]);
      return present.length === 0 ? null : (
        <ul className="public-list-files">
          {present.map((name) => (
            <li key={name}>
              <Value type={type} name={name} row={row} />
            </li>
          ))}
        </ul>
      );
    },
  };
}

/** One field's value in a cell; a file or web link says the field's name and, for screen readers, the row's title. */
function Value({ type, name, row }: { type: PublicType; name: string; row: PublicRow }) {
  const field = type.fields[name]!;
  const title = type.titleField;
  const linkText =
    isFileKind(field.kind) || field.kind === "url" ? (
      <>
        {fieldHeader(field)}
        <span className="visually-hidden">
          : <span lang={contentLang(row, title)}>{String(row[title])}</span>
        </span>
      </>
    ) : null;
  return <FieldValue row={row} name={name} field={field} linkText={linkText} />;
}
