import type { ListSection } from "../../../ui/headed-list.js";
import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../../messages/department.js";
import { FileLink } from "../../../ui/file-link.js";
import { NumberedTable } from "../../../ui/numbered-table.js";

type Mou = NonNullable<DepartmentPageQuery["mous"]>["items"][number];

/** MOUs: a table of the department's agreements with industries, each with its PDF. */
export function MousSection({ heading, items, empty }: ListSection<Mou>) {
  const c = m.mous.columns;
  return (
    <>
      {heading}
      <NumberedTable
        rows={items}
        caption={m.mous.tableCaption}
        empty={empty}
        look="department"
        columns={[
          { header: c.firm, cell: (mou) => mou.firmName, namesRow: true },
          { header: c.activity, cell: (mou) => mou.activity, field: "activity" },
          { header: c.subject, cell: (mou) => mou.subject, field: "subject" },
          {
            header: c.document,
            cell: (mou) =>
              mou.agreementPdf && (
                <FileLink href={mou.agreementPdf} info={mou.agreementPdfInfo}>
                  {m.mous.viewPdf}
                  <span className="visually-hidden"> ({mou.firmName})</span>
                </FileLink>
              ),
          },
        ]}
      />
    </>
  );
}
