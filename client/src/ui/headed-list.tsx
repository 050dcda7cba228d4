import type { ReactNode } from "react";
import { EmptyMessage } from "./query-state.js";

/** A list's heading, then the list, or the empty message when it has no items. */
export function HeadedList<Item>({ heading, items, empty, children }: { heading: ReactNode; items: readonly Item[]; empty: string; children: (items: readonly Item[]) => ReactNode }) {
  return (
    <>
      {heading}
      {items.length === 0 ? <EmptyMessage text={empty} /> : children(items)}
    </>
  );
}
