import { adminTablesMessages } from "../../messages/admin-tables.js";
import { fileSizeText, fileTypeName } from "../../ui/file-size.js";

// Beside a file's link in a manage table: its type and size as the server recorded them
// (`xInfo { contentType bytes }` in the API), "PDF, 1.2 MB". Nothing when they are not known
// (the file is missing on the server). A PDF that search found no text in (`xInfo { textLayer }`
// is "no-text") gets the panel's warning beside it.

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
