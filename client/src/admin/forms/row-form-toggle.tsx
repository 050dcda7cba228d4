import { useState, type ReactNode } from "react";

/** Which row of a table has its form open in the row below it (Edit, Reset password): one at a time. */
export function useOpenRow(initial: string | null = null) {
  const [open, setOpen] = useState<string | null>(initial);
  return {
    isOpen: (id: string) => open === id,
    /** Opens the row's form, or closes it when it is the one open. */
    toggle: (id: string) => setOpen((now) => (now === id ? null : id)),
    close: () => setOpen(null),
  };
}

/**
 * A row's button that opens its form below (the element `controls`) and closes it again; it tells
 * screen readers whether the form is open. `onToggle` runs first (the view clears its old notes).
 */
export function RowFormToggle(props: { rows: ReturnType<typeof useOpenRow>; rowId: string; controls: string; onToggle: () => void; children: ReactNode }) {
  const { rows, rowId } = props;
  return (
    <button
      type="button"
      aria-expanded={rows.isOpen(rowId)}
      aria-controls={props.controls}
      onClick={() => {
        props.onToggle();
        rows.toggle(rowId);
      }}
    >
      {props.children}
    </button>
  );
}
