import type { PageNotices } from "../../../../server/src/content/public-types.js";
import { activeLanguage } from "../../messages/active-language.js";
import { DatedLine } from "./dated-line.js";
import type { PublicRow } from "./public-row.js";

// The dated notices a public block lists under each of its rows (a tender's corrigenda, a
// recruitment's later notices): the child type's rows, put under the row they name.

/** The notices and, by the parent's value they name (a tender's reference number), their rows. */
export interface NoticesByParent {
  notices: PageNotices;
  byParent: ReadonlyMap<string, readonly PublicRow[]>;
}

/** Each parent's notices, oldest first (the order they were issued in). */
export function groupNotices(notices: PageNotices, rows: readonly PublicRow[]): NoticesByParent {
  const byParent = new Map<string, PublicRow[]>();
  const issued = [...rows].sort((a, b) => String(a[notices.dateField]).localeCompare(String(b[notices.dateField])));
  for (const row of issued) {
    const key = String(row[notices.parentField] ?? "").trim();
    byParent.set(key, [...(byParent.get(key) ?? []), row]);
  }
  return { notices, byParent };
}

/** The notices naming `parent`, under their label unless a table's column header says it already; nothing when there are none. */
export function NoticesUnder({ notices: { notices, byParent }, parent, labelled = true }: { notices: NoticesByParent; parent: PublicRow; labelled?: boolean }) {
  const rows = byParent.get(String(parent[notices.matches] ?? "").trim());
  if (!rows?.length) return null;
  return (
    <div className="public-list-notices">
      {labelled ? <p className="public-list-notices-label">{notices.label[activeLanguage()]}</p> : null}
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <DatedLine spec={notices.spec} dateField={notices.dateField} linkFields={notices.linkFields} row={row} />
          </li>
        ))}
      </ul>
    </div>
  );
}
