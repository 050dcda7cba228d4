// Where A+ / A- (font-scale.tsx) and the contrast switch (contrast-switch.tsx) keep the visitor's
// choices, in a module without React: the browser's entry reads them to know whether that island
// must hydrate at load to apply them (islands/island-wake.ts).

export const TEXT_SIZE_STORAGE_KEY = "site-text-size";
export const CONTRAST_STORAGE_KEY = "site-high-contrast";

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether this browser keeps high contrast on. */
export function highContrastWasChosen(): boolean {
  return stored(CONTRAST_STORAGE_KEY) === "on";
}

/** Whether this browser keeps a text size other than the default 100 % or high contrast. */
export function displayChoiceWasMade(): boolean {
  const size = stored(TEXT_SIZE_STORAGE_KEY);
  return (size !== null && size !== "100") || highContrastWasChosen();
}
