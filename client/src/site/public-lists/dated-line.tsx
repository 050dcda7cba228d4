import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { shell } from "../../messages/shell.js";
import { contentLang, InEnglishMark } from "../../ui/in-language.js";
import { FieldValue } from "./field-value.js";
import type { PublicRow } from "./public-row.js";

// One "date title" line: the row's date, then its title linking the first of the link fields
// the row has, marked where the title is in English on a Marathi page, with a NEW badge.

/** One row's date and linked title (the list's rows, and the notices under a row). */
export function DatedLine({ spec, dateField, linkFields, row }: { spec: ContentTypeSpec; dateField: string; linkFields: readonly string[]; row: PublicRow }) {
  const titleField = spec.titleField;
  const lang = contentLang(row, titleField);
  const title = lang ? <span lang={lang}>{String(row[titleField])}</span> : String(row[titleField]);
  const linkField = linkFields.find((name) => row[name]);
  return (
    <>
      <FieldValue row={row} name={dateField} field={spec.fields[dateField]!} linkText={null} />{" "}
      {linkField ? <FieldValue row={row} name={linkField} field={spec.fields[linkField]!} linkText={title} /> : <span>{title}</span>}
      <InEnglishMark lang={lang} />
      {row.isNew ? <span className="new-badge">{shell.newBadge}</span> : null}
    </>
  );
}
