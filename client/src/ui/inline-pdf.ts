import { useSyncExternalStore } from "react";
import { onPdfInlineChange, showsPdfInline } from "./shows-pdf-inline.js";

/** Whether the documents may open inside the page (shows-pdf-inline.ts); false on the server and while hydrating. */
export function useInlinePdf(): boolean {
  return useSyncExternalStore(onPdfInlineChange, showsPdfInline, () => false);
}
