import type { ReactNode } from "react";
import { HeadedList, type ListSection } from "./headed-list.js";

/** A headed list drawn as a <ul>: each item an <li> (keyed by its id) holding what `children` draws of it. */
export function HeadedItems<Item extends { id: string }>({
  listClassName,
  itemClassName,
  children,
  ...section
}: ListSection<Item> & { listClassName: string; itemClassName?: string; children: (item: Item) => ReactNode }) {
  return (
    <HeadedList {...section}>
      {(items) => (
        <ul className={listClassName}>
          {items.map((item) => (
            <li key={item.id} className={itemClassName}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </HeadedList>
  );
}
