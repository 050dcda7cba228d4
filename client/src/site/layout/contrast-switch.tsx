import { visitorMessages } from "../../messages/visitor.js";
import { type DisplayChoice, useDisplayChoice } from "./display-choice.js";
import { CONTRAST_STORAGE_KEY, highContrastWasChosen } from "./text-size-storage.js";

// The high-contrast switch beside A+ / A-: a class on <html> (styles.css, `.high-contrast`)
// that swaps the colour variables for black, white and yellow. Kept in localStorage and applied
// after hydration, as the text size is (font-scale.tsx): the server's HTML is the same for all.
const CONTRAST: DisplayChoice<boolean> = {
  storageKey: CONTRAST_STORAGE_KEY,
  read: highContrastWasChosen,
  apply: (on) => document.documentElement.classList.toggle("high-contrast", on),
  stored: (on) => (on ? "on" : "off"),
};

export function ContrastSwitch() {
  const { value: on, changed, change } = useDisplayChoice(CONTRAST);
  const v = visitorMessages;
  return (
    <>
      <button type="button" className="contrast-switch" aria-pressed={on === true} onClick={() => change(!on)}>
        <span className="contrast-icon" aria-hidden="true" />
        <span className="visually-hidden">{v.contrastLabel}</span>
      </button>
      <span className="visually-hidden" role="status">
        {changed ? v.contrastNow(on === true) : ""}
      </span>
    </>
  );
}
