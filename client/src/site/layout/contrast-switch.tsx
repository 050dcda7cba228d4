import { useEffect, useState } from "react";
import { visitorMessages } from "../../messages/visitor.js";
import { CONTRAST_STORAGE_KEY, highContrastWasChosen } from "./text-size-storage.js";

// The high-contrast switch beside A+ / A-: a class on <html> (styles.css, `.high-contrast`)
// that swaps the colour variables for black, white and yellow. Kept in localStorage and applied
// after hydration, as the text size is (font-scale.tsx): the server's HTML is the same for all.
const CONTRAST_CLASS = "high-contrast";

export function ContrastSwitch() {
  const [on, setOn] = useState<boolean | null>(null);
  const [changed, setChanged] = useState(false);
  useEffect(() => setOn(highContrastWasChosen()), []);
  useEffect(() => {
    if (on === null) return;
    document.documentElement.classList.toggle(CONTRAST_CLASS, on);
    try {
      window.localStorage.setItem(CONTRAST_STORAGE_KEY, on ? "on" : "off");
    } catch {
      // Private browsing may refuse storage: the colours still apply to this page.
    }
  }, [on]);
  const v = visitorMessages;
  return (
    <>
      <button
        type="button"
        className="contrast-switch"
        aria-pressed={on === true}
        onClick={() => {
          setOn(!on);
          setChanged(true);
        }}
      >
        <span className="contrast-icon" aria-hidden="true" />
        <span className="visually-hidden">{v.contrastLabel}</span>
      </button>
      <span className="visually-hidden" role="status">
        {changed ? v.contrastNow(on === true) : ""}
      </span>
    </>
  );
}
