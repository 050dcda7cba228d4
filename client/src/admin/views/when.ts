import { momentText } from "./moment-text.js";

/**
 * A moment in the panel's one style ("25 Nov 2026, 2:05 pm": views/moment-text.ts), or nothing
 * for a value that is not a date.
 */
export function formatWhen(value: unknown): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return "";
  return momentText(date.toISOString());
}
