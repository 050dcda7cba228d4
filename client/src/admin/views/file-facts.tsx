import type { FieldSpec } from "../../../../server/src/content/define.js";
import { FIELD_KINDS } from "../../../../server/src/content/kinds/index.js";
import { adminTablesMessages } from "../../messages/admin-tables.js";
import { fileSizeText, fileTypeName } from "../../ui/file-size.js";

// Beside a file's link in a manage table: its type and size as the server recorded them
// (`xInfo { contentType bytes }` in the API), "PDF, 1.2 MB". Nothing when they are not known
// (the file is missing on the server). A PDF that search found no text in (`xInfo { textLayer }`
// is "no-text") gets the panel's warning beside it. The link itself names the file as it was
// uploaded (`xInfo { name }`) where the server recorded that.

/** What the API put beside the file field `name` of `row` (`xInfo`), if anything. */
export function fileInfoOf(field: FieldSpec, name: string, row: Readonly<Record<string, unknown>>): unknown {
  const infoName = FIELD_KINDS[field.kind].companion?.name(name);
  return infoName ? row[infoName] : undefined;
}

/** The name the file was uploaded with ("Winter timetable 2026.pdf"), or null for a file stored before names were kept. */
export function uploadedName(info: unknown): string | null {
  if (typeof info !== "object" || info === null) return null;
  const { name } = info as { name?: unknown };
  return typeof name === "string" && name !== "" ? name : null;
}

export function fileFactsText(info: unknown): string | null {
  if (typeof info !== "object" || info === null) return null;
  const { contentType, bytes } = info as { contentType?: unknown; bytes?: unknown };
  if (typeof contentType !== "string" || typeof bytes !== "number") return null;
  return `${fileTypeName(contentType)}, ${fileSizeText(bytes)}`;
}

export function FileFacts({ info }: { info: unknown }) {
  const text = fileFactsText(info);
  const scan = typeof info === "object" && info !== null && (info as { textLayer?: unknown }).textLayer === "no-text";
  if (!text && !scan) return null;
  return (
    <>
      {text && <span className="admin-file-facts">({text})</span>}
      {scan && (
        <span className="admin-file-warning" role="note">
          {adminTablesMessages.noTextInPdf}
        </span>
      )}
    </>
  );
}
