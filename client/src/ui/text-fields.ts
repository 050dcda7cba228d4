// The form controls a visitor fills in, as the islands' wake-up and the public forms see them
// before hydration. The wake-up lets through what these controls must do at once (keys typed
// into a text field, a list's own picker), and a public form takes up what they show when it
// hydrates. No React here: the wake-up runs before React is loaded.

export const TEXT_FIELD_SELECTOR =
  "textarea, input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=number], input[type=url], input[type=search], input[type=password], input[type=date]";

/**
 * Whether an event of `type` aimed at `target` must act at once, even before its island has
 * hydrated: anything aimed at a list (held, a click or a key would break the browser's own
 * picker; the choice is taken up at hydration), and keys typed into a text field (they go in
 * at once, and are taken up the same way).
 */
export function actsBeforeHydration(target: EventTarget | null, type: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("select")) return true;
  return type === "keydown" && target.matches(TEXT_FIELD_SELECTOR);
}

/**
 * What the page shows in a form control: a tick box's value when ticked (else ""), the chosen
 * option's value of a list, the text of a text field; undefined for any other element.
 */
export function shownValue(element: Element): string | undefined {
  if (element instanceof HTMLInputElement && element.type === "checkbox") return element.checked ? element.value : "";
  if (element instanceof HTMLSelectElement) return element.value;
  if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.matches(TEXT_FIELD_SELECTOR)) return element.value;
  return undefined;
}
