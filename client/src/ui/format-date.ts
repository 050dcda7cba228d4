import { formatDate as formatDateIn } from "../../../server/src/content/format-date.js";
import { activeLanguage } from "../messages/active-language.js";
import type { Language } from "../messages/language.js";

// Dates in the page's language. Marathi pages write month names in Marathi with Western digits
// ("5 नोव्हें, 2026"), as Government of Maharashtra sites do in running text: numbers, dates,
// phone numbers and years read the same in both languages (docs/languages.md).
const LOCALES: Record<Language, string> = { en: "en-IN", mr: "mr-IN" };

// Making a formatter costs about 0.3 ms (the footer makes one on every page the server renders):
// kept per options object (callers pass module constants) and language.
const formatters = new WeakMap<Intl.DateTimeFormatOptions, Partial<Record<Language, Intl.DateTimeFormat>>>();

/** An Intl.DateTimeFormat of the active language, Western digits in both. */
export function dateFormatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const language = activeLanguage();
  const byLanguage = formatters.get(options) ?? {};
  formatters.set(options, byLanguage);
  byLanguage[language] ??= new Intl.DateTimeFormat(LOCALES[language], { numberingSystem: "latn", ...options });
  return byLanguage[language];
}

/** "2026-11-05" -> "5 Nov 2026" (Marathi: "5 नोव्हें, 2026"); anything that is not a date is shown as given. */
export function formatDate(isoDate: string): string {
  return formatDateIn(isoDate, LOCALES[activeLanguage()]);
}

/** The panel's "last changed" moments (English, India time). */
export { formatMoment } from "../../../server/src/content/format-date.js";
