import type { ReactNode } from "react";
import type { DepartmentPageQuery } from "../../../graphql/generated/graphql.js";
import { departmentMessages as m } from "../../../messages/en/department.js";
import { FileLink } from "../../../ui/file-link.js";
import { EmptyMessage } from "../../../ui/query-state.js";

type Mou = NonNullable<DepartmentPageQuery["mous"]>["items"][number];

/** MOUs: a table of the department's agreements with industries, each with its PDF. */
export function MousSection({ heading, items, empty }: { heading: ReactNode; items: readonly Mou[]; empty: string }) {
  const c = m.mous.columns;
  return (
    <>
      {heading}
      {items.length === 0 ? (
        <EmptyMessage text={empty} />
      ) : (
        <div className="table-scroll" role="region" aria-label={m.mous.tableCaption} tabIndex={0}>
          <table className="department-table">
            <caption className="visually-hidden">{m.mous.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{c.serial}</th>
                <th scope="col">{c.firm}</th>
                <th scope="col">{c.activity}</th>
                <th scope="col">{c.subject}</th>
                <th scope="col">{c.document}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((mou, index) => (
                <tr key={mou.id}>
                  <td>{index + 1}</td>
                  <th scope="row">{mou.firmName}</th>
                  <td>{mou.activity}</td>
                  <td>{mou.subject}</td>
                  <td>
                    {mou.agreementPdf && (
                      <FileLink href={mou.agreementPdf} info={mou.agreementPdfInfo}>
                        {m.mous.viewPdf}
                        <span className="visually-hidden"> ({mou.firmName})</span>
                      </FileLink>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
