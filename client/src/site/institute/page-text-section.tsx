import { formatDate } from "../../ui/format-date.js";
import { MarkdownText } from "../../ui/markdown-text.js";
import { instituteMessages as m } from "../../messages/en/institute.js";

interface PageTextLike {
  title: string;
  body: string;
  lastReviewedOn?: string | null;
}

/** A page text written by an administrator: its title, its Markdown body and when it was last reviewed. */
export function PageTextSection({ text, headingLevel = 2 }: { text: PageTextLike; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="page-text">
      <Heading>{text.title}</Heading>
      <MarkdownText text={text.body} />
      {text.lastReviewedOn ? (
        <p className="last-reviewed">
          {m.lastReviewed} <time dateTime={text.lastReviewedOn}>{formatDate(text.lastReviewedOn)}</time>
        </p>
      ) : null}
    </section>
  );
}
