import { adminLocale } from "../../messages/admin-language.js";

/** A moment as a clerk writes it: "25 Nov 2026, 14:05" in the browser's time zone and the panel's language. */
export function formatWhen(value: unknown): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString(adminLocale(), { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });
}
