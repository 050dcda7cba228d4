import type { FieldSpec } from "../../../../server/src/content/define.js";
import { isExternalHref } from "../../../../server/src/content/link-targets.js";
import { LeavesSiteNote } from "../../ui/leaves-site.js";
import { registryMarathi } from "../../../../server/src/content/registry-marathi.js";
import { fieldTranslation } from "../../../../server/src/content/registry-words.js";
import { activeLanguage } from "../../messages/active-language.js";
import { shell } from "../../messages/shell.js";
import { LinkUnlessBroken } from "../../ui/broken-links.js";
import { FileLink, type FileInfoLike } from "../../ui/file-link.js";
import { dateFormatter, formatDate } from "../../ui/format-date.js";
import type { PublicRow } from "./public-row.js";

// One field of a row as the generic list page shows it, by the field's kind: a date, a moment in
// India's time, a file with its type and size, a link to another site, or the text. A link the
// link check found broken is its words only (ui/broken-links.tsx).

/** A field's name in the page's language: the registry's label, or its Marathi (registry-marathi.json). */
export function fieldHeader(field: FieldSpec): string {
  return activeLanguage() === "mr" ? (fieldTranslation(field, registryMarathi)?.label ?? field.label) : field.label;
}

const MOMENT = { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" } as const satisfies Intl.DateTimeFormatOptions;

/** A field's value; `linkText` is what a file or web link says (the row's title in a dated list, the field's name in a table). */
export function FieldValue({ row, name, field, linkText }: { row: PublicRow; name: string; field: FieldSpec; linkText: React.ReactNode }) {
  const value = row[name];
  if (value === null || value === undefined || value === "") return null;
  const text = String(value);
  switch (field.kind) {
    case "date":
      return <time dateTime={text}>{formatDate(text)}</time>;
    case "dateTime":
      return <time dateTime={text}>{dateFormatter(MOMENT).format(new Date(text))}</time>;
    case "pdf":
    case "image":
      return (
        <FileLink href={text} info={row[`${name}Info`] as FileInfoLike | null | undefined}>
          {linkText}
        </FileLink>
      );
    case "url":
      return (
        <LinkUnlessBroken href={text} words={linkText}>
          <a href={text} target="_blank" rel="noopener noreferrer">
            {linkText}
            {isExternalHref(text) ? <LeavesSiteNote /> : <span className="visually-hidden"> {shell.opensInNewTab}</span>}
          </a>
        </LinkUnlessBroken>
      );
    default:
      return <>{text}</>;
  }
}
