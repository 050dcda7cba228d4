// Where A+ / A- (font-scale.tsx) keeps the visitor's text size, in a module without React: the
// browser's entry reads it to know whether that island must hydrate at load (islands/island-wake.ts).

export const TEXT_SIZE_STORAGE_KEY = "site-text-size";

/** Whether this browser keeps a text size other than the default 100 %. */
export function textSizeWasChosen(): boolean {
  try {
    const stored = window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY);
    return stored !== null && stored !== "100";
  } catch {
    return false;
  }
}
