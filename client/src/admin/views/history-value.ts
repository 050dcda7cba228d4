import type { FieldSpec } from "../../../../server/src/content/define.js";
import { formatDate, formatMoment } from "../../../../server/src/content/format-date.js";
import { adminLocale } from "../../messages/admin-language.js";

// The History's old and new values come from the server as stored ("2026-12-01"); dates and
// moments are written here in the panel's language, as the manage tables write them.

/** A changed value as the History shows it: a date or moment in the panel's date style, anything else as given. */
export function historyValueText(field: FieldSpec | undefined, text: string): string {
  if (!text || !field) return text;
  if (field.kind === "date") return formatDate(text, adminLocale());
  if (field.kind === "dateTime") return formatMoment(text, adminLocale());
  return text;
}
