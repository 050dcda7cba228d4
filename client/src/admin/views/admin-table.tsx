import type { ReactNode } from "react";

// The admin tables written out by hand (accounts, tokens, webhooks, the trash, history, activity
// ...), for rows that are not a content type's (those use DataTable).

/** A table's header row: one column heading per label, in order. */
export function ColumnHeadings({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th scope="col" key={index}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A table in a box that scrolls sideways on a narrow screen: its caption, its column headings, and the rows given. */
export function AdminTable(props: { caption: ReactNode; headings: readonly string[]; className?: string; children: ReactNode }) {
  return (
    <div className="admin-table-scroll">
      <table className={props.className ?? "admin-table"}>
        <caption>{props.caption}</caption>
        <ColumnHeadings labels={props.headings} />
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
