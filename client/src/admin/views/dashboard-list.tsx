import type { ReactNode } from "react";

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
