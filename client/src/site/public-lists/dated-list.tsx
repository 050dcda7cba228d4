import type { PublicLayout } from "../../../../server/src/content/public-block.js";
import type { PublicType } from "../../../../server/src/content/public-types.js";
import { shell } from "../../messages/shell.js";
import { contentLang, InEnglishMark } from "../../ui/in-language.js";
import { FieldValue } from "./field-value.js";
import type { PublicRow } from "./use-public-list.js";

// The "dated" layout: one line per row, its date, then its title linking the first of the
// layout's link fields the row has (a notice's PDF, else its link), and a NEW badge where the
// type has one.

export function DatedList({ type, layout, rows }: { type: PublicType; layout: Extract<PublicLayout, { kind: "dated" }>; rows: readonly PublicRow[] }) {
  const titleField = type.titleField;
  return (
    <ul className="notice-list">
      {rows.map((row) => {
        const lang = contentLang(row, titleField);
        const title = lang ? <span lang={lang}>{String(row[titleField])}</span> : String(row[titleField]);
        const linkField = layout.linkFields.find((name) => row[name]);
        return (
          <li key={row.id}>
            <FieldValue row={row} name={layout.dateField} field={type.fields[layout.dateField]!} linkText={null} />{" "}
            {linkField ? <FieldValue row={row} name={linkField} field={type.fields[linkField]!} linkText={title} /> : <span>{title}</span>}
            <InEnglishMark lang={lang} />
            {row.isNew ? <span className="new-badge">{shell.newBadge}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
