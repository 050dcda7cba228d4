import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { FIELD_KINDS } from "../../../../server/src/content/kinds/index.js";
import type { ContentRow } from "./content-documents.js";
import { cellText, type CellContext } from "./cell-text.js";
import { FileFacts, fileInfoOf, uploadedName } from "./file-facts.js";
import { adminTablesMessages as m } from "../../messages/admin-tables.js";
import { fieldLabel } from "../../messages/admin-registry.js";

/** Longer texts are clipped to this many characters in a cell; the whole text opens below. */
export const CLIP_AT = 120;

/**
 * One stored value in a manage table's cell: files as a link named as they were uploaded (else
 * "Open PDF") with their type and size (pictures as 100 px thumbnails described by their alt
 * text where the row has one, their uploaded name beside), dates in a
 * <time>, long texts clipped with the whole text a click away, everything else as `cellText` says.
 */
export function TableCell({ spec, name, row, context }: { spec: ContentTypeSpec; name: string; row: ContentRow; context: CellContext }) {
  const field = spec.fields[name]!;
  const value = row[name];
  const shape = FIELD_KINDS[field.kind].cell;
  const text = cellText(field, value, context);
  if (text === "") return <span className="admin-none">—</span>;
  if (shape === "file") {
    const info = fileInfoOf(field, name, row);
    const uploadedAs = uploadedName(info);
    const facts = <FileFacts info={info} />;
    if (field.kind !== "image") {
      return (
        <>
          <a href={text} className="admin-file-name">
            {uploadedAs ?? m.openPdf}
          </a>{" "}
          {facts}
        </>
      );
    }
    const description = pictureDescription(spec, name, row);
    return (
      <>
        <a href={text}>
          <img src={text} width={100} alt={m.openPicture(description ?? fieldLabel(field))} />
        </a>{" "}
        {uploadedAs ? <span className="admin-file-name">{uploadedAs}</span> : null} {facts}
      </>
    );
  }
  if (shape === "date") return <time dateTime={String(value)}>{text}</time>;
  if (text.length > CLIP_AT) {
    return (
      <details className="admin-clipped">
        <summary>
          {text.slice(0, CLIP_AT).trimEnd()}… <span className="admin-more">{m.showAll}</span>
        </summary>
        <p>{text}</p>
      </details>
    );
  }
  return <>{text}</>;
}

/** The text of the field that describes the picture `name`, when the row has one. */
function pictureDescription(spec: ContentTypeSpec, name: string, row: ContentRow): string | undefined {
  const describer = Object.entries(spec.fields).find(([, field]) => field.describes === name)?.[0];
  const text = describer ? row[describer] : undefined;
  return typeof text === "string" && text.trim() ? text : undefined;
}
