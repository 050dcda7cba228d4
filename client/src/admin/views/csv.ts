// The CSV file itself is made on the server (content/csv.ts, the exportCsv mutation); the browser saves it.
export { defuseFormula, toCsv } from "../../../../server/src/content/csv.js";

/** Saves `text` as a file named `fileName` through the browser's own download. */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; let it go a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
