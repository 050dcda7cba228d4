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

/**
 * The language to mark on a picture's alt text: the written description's, or, where none was
 * written and the alt is made from a stored title (`titleField`), that title's.
 */
export function altLang(row: Answered & Record<string, unknown>, altField: string, titleField?: string): "en" | undefined {
  const written = row?.[altField];
  if (typeof written === "string" && written.trim() !== "") return contentLang(row, altField);
  return titleField ? contentLang(row, titleField) : undefined;
}

/** A gallery picture's marks (its alt text and caption), for sliders and photo grids. */
export function galleryLangs(picture: Answered): { altLang: "en" | undefined; captionLang: "en" | undefined } {
  return { altLang: contentLang(picture, "altText"), captionLang: contentLang(picture, "caption") };
}

const SLOT = "\u0000";

/**
 * A sentence of the site's words around a stored name ("Computer Technology विभाग"): the name
 * alone is marked lang="en" where a Marathi page shows it in English.
 */
export function Phrase({ message, value, lang }: { message: (value: string) => string; value: string; lang: "en" | undefined }) {
  if (lang !== "en") return <>{message(value)}</>;
  const [before = "", after = ""] = message(SLOT).split(SLOT);
  return (
    <>
      {before}
      <span lang="en">{value}</span>
      {after}
    </>
  );
}
