import { LastReviewed } from "../../ui/last-reviewed.js";
import { MarkdownText } from "../../ui/markdown-text.js";

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
      <LastReviewed on={text.lastReviewedOn} />
    </section>
  );
}
