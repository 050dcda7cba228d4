import { useEffect, type RefObject } from "react";

// On a phone every panel table is drawn as cards of "label: value" lines (admin.css reads each
// cell's data-label). DataTable writes its labels itself; the hand-written tables (Trash,
// Activity, History, the dashboard's, accounts, tokens) get theirs here, from their column
// headings, so each of them needs no code of its own for it.

/** Gives each body cell of `table` that has none the text of its column's heading as data-label. */
export function labelCellsByHeadings(table: HTMLTableElement): void {
  const headings = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.textContent?.trim() ?? "");
  if (headings.length === 0) return;
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const heading = headings[column];
        if (cell.colSpan === 1 && heading && !cell.hasAttribute("data-label")) cell.dataset.label = heading;
        column += cell.colSpan;
      }
    }
  }
}

/** Keeps the tables under `container` labelled as the views inside it draw and redraw them. */
export function useCardLabels(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const labelAll = () => root.querySelectorAll("table").forEach(labelCellsByHeadings);
    labelAll();
    const observer = new MutationObserver(labelAll);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}
