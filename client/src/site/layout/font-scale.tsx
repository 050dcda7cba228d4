import { shell } from "../../messages/shell.js";
import { ContrastSwitch } from "./contrast-switch.js";
import { type DisplayChoice, useDisplayChoice } from "./display-choice.js";
import { TEXT_SIZE_STORAGE_KEY } from "./text-size-storage.js";

// A+ / A-: the root font size in steps, so every rem-sized text and box grows with it. The
// choice is kept in localStorage and applied after hydration (the server cannot know it, and
// the first render must match the server's HTML).
const STEPS = [87.5, 100, 112.5, 125, 137.5, 150];
const DEFAULT_STEP = 1;

function readStoredStep(): number {
  try {
    const stored = Number(window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY));
    const index = STEPS.indexOf(stored);
    return index >= 0 ? index : DEFAULT_STEP;
  } catch {
    return DEFAULT_STEP;
  }
}

const TEXT_SIZE: DisplayChoice<number> = {
  storageKey: TEXT_SIZE_STORAGE_KEY,
  read: readStoredStep,
  apply: (step) => {
    document.documentElement.style.fontSize = step === DEFAULT_STEP ? "" : `${STEPS[step]}%`;
  },
  stored: (step) => String(STEPS[step]),
};

/** A+ / A- and, beside them, the contrast switch: one island, one chunk. */
export function FontScaleControls() {
  const { value: step, changed, change: setStep } = useDisplayChoice(TEXT_SIZE);
  const current = step ?? DEFAULT_STEP;
  const change = (by: number) => setStep(Math.min(STEPS.length - 1, Math.max(0, current + by)));

  return (
    <>
      <div className="font-scale" role="group" aria-label={shell.textSize}>
        <button type="button" onClick={() => change(1)} aria-disabled={current === STEPS.length - 1}>
          {shell.textBigger}
          <span className="visually-hidden"> ({shell.textBiggerLabel})</span>
        </button>
        <button type="button" onClick={() => change(-1)} aria-disabled={current === 0}>
          {shell.textSmaller}
          <span className="visually-hidden"> ({shell.textSmallerLabel})</span>
        </button>
        <span className="visually-hidden" role="status">
          {changed ? shell.textSizeNow(STEPS[current]!) : ""}
        </span>
      </div>
      <ContrastSwitch />
    </>
  );
}
