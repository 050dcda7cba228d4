import type { ReactNode } from "react";
import { ColumnHeadings } from "./admin-table.js";

/**
 * A dashboard list in a box of its own height that scrolls when the list is long, so the
 * dashboard stays short. It can take the keyboard's focus (to scroll it with the arrow keys) and
 * is named by the heading of its section.
 */
export function DashboardList({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    <div className="admin-dashboard-list" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}

interface DashboardTableSectionProps {
  id: string;
  heading: ReactNode;
  /** The table's rows (<tr>s); with none, `nothing` is said instead of the table. */
  rows: readonly ReactNode[];
  nothing: ReactNode;
  /** A line above the table. */
  intro?: ReactNode;
  columns: readonly string[];
  tableClassName?: string;
  /** The section's class and data-* marks. */
  marks?: Record<string, string>;
  /** Below the table or its `nothing` line (a button, a link). */
  children?: ReactNode;
}

/** A dashboard section: its heading, then its rows in a scrolling table, or a line saying there is nothing. */
export function DashboardTableSection({ id, heading, rows, nothing, intro, columns, tableClassName, marks, children }: DashboardTableSectionProps) {
  return (
    <section aria-labelledby={id} {...marks}>
      <h2 id={id}>{heading}</h2>
      {rows.length === 0 ? (
        <p>{nothing}</p>
      ) : (
        <>
          {intro ? <p>{intro}</p> : null}
          <DashboardList labelledBy={id}>
            <table className={tableClassName ? `admin-table ${tableClassName}` : "admin-table"}>
              <ColumnHeadings labels={columns} />
              <tbody>{rows}</tbody>
            </table>
          </DashboardList>
        </>
      )}
      {children}
    </section>
  );
}
