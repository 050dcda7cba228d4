// Dates as people write them, said once for the site, the panel and the server's CSV files.
// Western digits in every language (docs/languages.md).

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-05" -> "5 Nov 2026" (in "mr-IN": "5 नोव्हें, 2026"); anything that is not a date is shown as given. */
export function formatDate(isoDate: string, locale = "en-IN"): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  let formatter = dayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC", numberingSystem: "latn" });
    dayFormatters.set(locale, formatter);
  }
  return formatter.format(date);
}

// A moment (a row's "last changed") is shown on the college's clock, whatever the browser's
// time zone: the college is in India. Kept per locale: the panel may be in Marathi.
const momentFormatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-25T09:35:00Z" -> "25 Nov 2026, 3:05 pm" (India time; in "mr-IN" Marathi month names); anything else as given. */
export function formatMoment(iso: string, locale = "en-IN"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = momentFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "Asia/Kolkata",
      numberingSystem: "latn",
    });
    momentFormatters.set(locale, formatter);
  }
  return formatter.format(date);
}

// The college's calendar day is India's, whatever the server's or browser's time zone: at 20:00
// UTC it is already tomorrow in Pune. "en-CA" writes days as YYYY-MM-DD.
const collegeDayFormatter = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Asia/Kolkata" });

/** The college's date (India) at a moment, as "YYYY-MM-DD". */
export function collegeDate(moment: Date): string {
  return collegeDayFormatter.format(moment);
}
