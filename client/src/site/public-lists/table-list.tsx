import type { PublicLayout } from "../../../../server/src/content/public-block.js";
import type { PublicType } from "../../../../server/src/content/public-types.js";
import { isFileKind } from "../../../../server/src/content/define.js";
import { NumberedTable, type TableColumn } from "../../ui/numbered-table.js";
import { contentLang } from "../../ui/in-language.js";
import { fieldHeader, FieldValue } from "./field-value.js";
import type { PublicRow } from "./use-public-list.js";

// The "table" layout: a numbered table of the layout's columns; the title column names each row,
// and a file column's link says the field's name and, for screen readers, the row's title.

export function TableList({
  type,
  layout,
  rows,
  caption,
}: {
  type: PublicType;
  layout: Extract<PublicLayout, { kind: "table" }>;
  rows: readonly PublicRow[];
  caption: string;
}) {
  const title = type.titleField;
  const columns: TableColumn<PublicRow>[] = layout.columns.map((name) => {
    const field = type.fields[name]!;
    const header = fieldHeader(field);
    const linkText = (row: PublicRow) =>
      isFileKind(field.kind) || field.kind === "url" ? (
        <>
          {header}
          <span className="visually-hidden">
            : <span lang={contentLang(row, title)}>{String(row[title])}</span>
          </span>
        </>
      ) : null;
    return { header, cell: (row) => <FieldValue row={row} name={name} field={field} linkText={linkText(row)} />, namesRow: name === title, field: name };
  });
  return <NumberedTable rows={rows} columns={columns} caption={caption} look={{ extraClass: "public-list-table" }} />;
}
