import { useState, type MouseEvent } from "react";

/**
 * Which picture the Lightbox shows (null while it is closed), and the click handler of the link
 * around each thumbnail: a plain click opens the viewer at that picture, while a click asking for
 * a new tab or window follows the link to the original as usual.
 */
export function useLightbox() {
  const [open, setOpen] = useState<number | null>(null);
  function show(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(index);
  }
  return { open, setOpen, show };
}
