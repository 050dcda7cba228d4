import { common } from "../messages/common.js";
import { formatDate } from "./format-date.js";

/** "Last reviewed on 1 April 2026" under a page text, when its administrator gave the date. */
export function LastReviewed({ on }: { on: string | null | undefined }) {
  if (!on) return null;
  return (
    <p className="last-reviewed">
      {common.lastReviewed} <time dateTime={on}>{formatDate(on)}</time>
    </p>
  );
}
