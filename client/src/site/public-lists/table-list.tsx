import type { PublicLayout } from "../../../../server/src/content/public-block.js";
import type { PublicType } from "../../../../server/src/content/public-types.js";
import { isFileKind } from "../../../../server/src/content/define.js";
import { NumberedTable, type TableColumn } from "../../ui/numbered-table.js";
import { activeLanguage } from "../../messages/active-language.js";
import { contentLang } from "../../ui/in-language.js";
import { fieldHeader, FieldValue } from "./field-value.js";
import { NoticesUnder, type NoticesByParent } from "./notices-under.js";
import type { PublicRow } from "./use-public-list.js";

// The "table" layout: a numbered table of the layout's columns; the title column names each row,
// and a file column's link says the field's name and, for screen readers, the row's title. A
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
  if (notices) columns.push({ header: notices.notices.label[activeLanguage()], cell: (row) => <NoticesUnder notices={notices} parent={row} labelled={false} /> });
  return <NumberedTable rows={rows} columns={columns} caption={caption} look={{ extraClass: "public-list-table" }} />;
}
