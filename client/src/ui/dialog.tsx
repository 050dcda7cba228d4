import { useEffect, useRef, type ReactNode } from "react";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  children: ReactNode;
  className?: string;
}

// A modal on the native <dialog>: showModal() makes the rest of the page inert (focus is kept
// inside) and moves focus in; Escape and a click on the backdrop ask the owner to close; focus
// goes back to what had it before.
export function Dialog({ open, onClose, label, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={["dialog", className].filter(Boolean).join(" ")}
      onCancel={(event) => {
        // Escape: the owner decides (it sets open to false, which closes the dialog).
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onCloseRef.current();
      }}
    >
      {open && children}
    </dialog>
  );
}
