import { useSyncExternalStore } from "react";

// Whether this browser shows a PDF inside a page: its own PDF viewer (navigator.pdfViewerEnabled)
// on a wide screen with a fine pointer. Phones' browsers report no viewer or draw an empty box,
// so there the documents are links only. False on the server and while hydrating.
const WIDE_AND_FINE = "(min-width: 48rem) and (pointer: fine)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_AND_FINE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function showsPdfInline(): boolean {
  return navigator.pdfViewerEnabled === true && window.matchMedia(WIDE_AND_FINE).matches;
}

export function useInlinePdf(): boolean {
  return useSyncExternalStore(subscribe, showsPdfInline, () => false);
}
