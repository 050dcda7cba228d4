import type { FieldSpec } from "../../../../server/src/content/define.js";
import { formatDate, formatMoment } from "../../../../server/src/content/format-date.js";
import { FIELD_KINDS, type CellShape } from "../../../../server/src/content/kinds/index.js";
import { adminLocale } from "../../messages/admin-language.js";
import { adminTablesMessages } from "../../messages/admin-tables.js";
import { cellText, panelCellWords } from "./cell-text.js";

// The History's old and new values come from the server as stored text (services/revisions.ts:
// "2026-12-01", "Yes", a choice's stored value "2nd", a semester "3"); they are written here in
// the panel's language, as the manage tables write them (cell-text.ts).

/** The stored value behind the server's text, for the shapes the panel words itself. */
const STORED: Partial<Record<CellShape, (text: string) => unknown>> = {
  yesNo: (text) => text === "Yes",
  option: (text) => text,
  semester: (text) => Number(text),
};

/** A changed value as the History shows it: dates, moments, yes/no, choices and semesters in the panel's language, anything else as given. */
export function historyValueText(field: FieldSpec | undefined, text: string): string {
  if (!text || !field) return text;
  if (field.kind === "date") return formatDate(text, adminLocale());
  if (field.kind === "dateTime") return formatMoment(text, adminLocale());
  const stored = STORED[FIELD_KINDS[field.kind].cell];
  return stored ? cellText(field, stored(text), { origin: "", words: panelCellWords() }) : text;
}

/** Who saved a version in the panel's language: the server names an account by its e-mail, and the rest in English words. */
export function historyAuthorText(author: string): string {
  const words = adminTablesMessages.historyView.authors;
  if (author === "a visitor") return words.visitor;
  if (author === "the server") return words.server;
  if (author === "before versions were kept") return words.beforeVersions;
  return author.startsWith("token ") ? words.token(author.slice("token ".length)) : author;
}
