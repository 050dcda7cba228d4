// Whether this browser shows a PDF inside a page: its own PDF viewer (navigator.pdfViewerEnabled)
// on a wide screen with a fine pointer. Phones' browsers report no viewer or draw an empty box,
// so there the documents are links only. No React here: the islands' wake rules read it too
// (islands/island-wake.ts), before React is loaded.
const WIDE_AND_FINE = "(min-width: 48rem) and (pointer: fine)";

export function showsPdfInline(): boolean {
  return navigator.pdfViewerEnabled === true && window.matchMedia(WIDE_AND_FINE).matches;
}

/** Calls `onChange` when the screen crosses into or out of WIDE_AND_FINE; returns the unsubscribe. */
export function onPdfInlineChange(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_AND_FINE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
