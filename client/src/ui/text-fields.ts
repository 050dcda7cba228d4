// The form controls a visitor types text into. The islands' wake-up lets keys aimed at them
// through before hydration, and the public forms read them when they hydrate. No React here:
// the wake-up runs before React is loaded.

export const TEXT_FIELD_SELECTOR =
  "textarea, input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=number], input[type=url], input[type=search], input[type=password], input[type=date]";
