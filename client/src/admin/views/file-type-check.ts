import type { FieldSpec, FileKind } from "../../../../server/src/content/define.js";
import { FIELD_KINDS } from "../../../../server/src/content/kinds/index.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";

// A chosen file of the wrong kind (a photo for a PDF field) is refused as soon as it is chosen,
// as a too-large one is, rather than when the form is sent. The browser's type is asked first;
// a phone that gives none is judged by the name's ending. The server checks the content again.

const endingOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";

/** Why the field cannot take `file`, in the panel's language, or null when it can. */
export function wrongTypeMessage(file: { name: string; type: string }, field: FieldSpec): string | null {
  const kind = FIELD_KINDS[field.kind].file;
  if (!kind) return null;
  const types = Object.keys(kind.accepted);
  const endings = Object.values(kind.accepted).flatMap((ending) => (ending === "jpg" ? ["jpg", "jpeg"] : [ending]));
  const fits = file.type ? types.includes(file.type) : endings.includes(endingOf(file.name));
  return fits ? null : m.wrongType(file.name, m.fileWords[field.kind as FileKind] ?? kind.words);
}
