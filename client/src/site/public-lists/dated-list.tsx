import type { PublicLayout } from "../../../../server/src/content/public-block.js";
import type { PublicType } from "../../../../server/src/content/public-types.js";
import { DatedLine } from "./dated-line.js";
import { NoticesUnder, type NoticesByParent } from "./notices-under.js";
import type { PublicRow } from "./public-row.js";

// The "dated" layout: one line per row, its date, then its title linking the first of the
// layout's link fields the row has (a notice's PDF, else its link), and a NEW badge where the
// type has one; the row's own notices (public block `notices`) under it.

export function DatedList({
  type,
  layout,
  rows,
  notices,
}: {
  type: PublicType;
  layout: Extract<PublicLayout, { kind: "dated" }>;
  rows: readonly PublicRow[];
  notices?: NoticesByParent;
}) {
  return (
    <ul className="notice-list">
      {rows.map((row) => (
        <li key={row.id}>
          <DatedLine spec={type} dateField={layout.dateField} linkFields={layout.linkFields} row={row} />
          {notices ? <NoticesUnder notices={notices} parent={row} /> : null}
        </li>
      ))}
    </ul>
  );
}
