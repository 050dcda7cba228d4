import type { ReactNode } from "react";
import { EmptyMessage } from "./query-state.js";

/** A headed list's heading, its items and the words shown instead when it has none (each department section's props). */
export interface ListSection<Item> {
  heading: ReactNode;
  items: readonly Item[];
  empty: string;
}

/** A list's heading, then the list, or the empty message when it has no items. */
export function HeadedList<Item>({ heading, items, empty, children }: ListSection<Item> & { children: (items: readonly Item[]) => ReactNode }) {
  return (
    <>
      {heading}
      {items.length === 0 ? <EmptyMessage text={empty} /> : children(items)}
    </>
  );
}
