import { common } from "../messages/common.js";

// Stored content on a Marathi page (issue 19): the API answers each translatable field in Marathi,
// or in English where no Marathi is given yet, and names those fields in `fallbackToEnglish`.
// A text shown in English is marked lang="en" (screen readers and fonts treat it as English) and
// said so discreetly; English pages never get the mark.

type Answered = { fallbackToEnglish?: readonly string[] | null } | null | undefined;

/** "en" when `field` of `row` is the English value shown on a Marathi page; else nothing to mark. */
export function contentLang(row: Answered, field: string): "en" | undefined {
  return row?.fallbackToEnglish?.includes(field) ? "en" : undefined;
}

/** A short "(in English)" after a name or title shown in English on a Marathi page. */
export function InEnglishMark({ lang }: { lang: "en" | undefined }) {
  if (lang !== "en") return null;
  return <span className="in-english-mark"> {common.inEnglish}</span>;
}

/** A line before a longer text shown in English on a Marathi page. */
export function InEnglishNote({ lang }: { lang: "en" | undefined }) {
  if (lang !== "en") return null;
  return <p className="in-english-note">{common.shownInEnglish}</p>;
}
