import { LastReviewed } from "../../ui/last-reviewed.js";
import { MarkdownText } from "../../ui/markdown-text.js";
import { contentLang, InEnglishMark, InEnglishNote } from "../../ui/in-language.js";

interface PageTextLike {
  title: string;
  body: string;
  lastReviewedOn?: string | null;
  fallbackToEnglish?: readonly string[];
}

/** A page text written by an administrator: its title, its Markdown body and when it was last reviewed. Level 1: the text is the page (its title the page's h1). */
export function PageTextSection({ text, headingLevel = 2 }: { text: PageTextLike; headingLevel?: 1 | 2 | 3 }) {
  const Heading = (["h1", "h2", "h3"] as const)[headingLevel - 1]!;
  return (
    <section className="page-text">
      <Heading>
        <span lang={contentLang(text, "title")}>{text.title}</span>
        <InEnglishMark lang={contentLang(text, "title")} />
      </Heading>
      <PageTextContent text={text} />
    </section>
  );
}

/** A page text's body: the note that it is in English (on a Marathi page), its Markdown, and when it was last reviewed, if that was asked for. */
export function PageTextContent({ text }: { text: Omit<PageTextLike, "title"> }) {
  return (
    <>
      <InEnglishNote lang={contentLang(text, "body")} />
      <MarkdownText text={text.body} lang={contentLang(text, "body")} />
      <LastReviewed on={text.lastReviewedOn} />
    </>
  );
}
