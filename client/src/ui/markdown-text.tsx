import type { ComponentProps, ReactElement } from "react";
import Markdown, { defaultUrlTransform, type Components, type ExtraProps } from "react-markdown";
import remarkGfm from "remark-gfm";
import { isExternalHref } from "../../../server/src/content/link-targets.js";
import { common } from "../messages/common.js";
import { UnavailableLink, useIsBrokenLink } from "./broken-links.js";
import { LeavesSiteNote } from "./leaves-site.js";

// Page texts are Markdown written by administrators (headings, lists, GitHub tables, links).
// They are rendered as Markdown only: no rehype-raw, so HTML in a text (<script>, <iframe>,
// onerror=..., onclick=...) is never turned into elements (`skipHtml` drops it); react-markdown's
// default urlTransform empties javascript:, vbscript: and data: addresses; links to other sites
// open in a new tab without handing it this page (rel="noopener noreferrer") and say that they
// leave the site (GIGW). A link the server's link check found broken (ui/broken-links.tsx) is
// shown as its text only, saying the link is not available.

/** A link in a page text (a component of its own, so it may read the broken links). */
function ContentLink({ node: _node, href, children, ...rest }: ComponentProps<"a"> & ExtraProps) {
  const isBroken = useIsBrokenLink();
  if (isBroken(href)) return <UnavailableLink>{children}</UnavailableLink>;
  return href !== undefined && isExternalHref(href) ? (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <LeavesSiteNote />
    </a>
  ) : (
    <a {...rest} href={href}>
      {children}
    </a>
  );
}

const components: Components = {
  a: ContentLink,
  // Wide tables scroll inside their own box instead of widening the page on a phone.
  table({ node: _node, ...rest }) {
    return (
      // Focusable and named, so a keyboard user can scroll it too (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      <div className="table-scroll" tabIndex={0} role="region" aria-label={common.tableScrolls}>
        <table {...rest} />
      </div>
    );
  },
};

const remarkPlugins = [remarkGfm];

/**
 * The texts already turned into React elements, by their Markdown, most recently drawn last:
 * react-markdown parses a text on every render (about a tenth of a page's render on the server),
 * and after each change to the site every page is rendered again with mostly the same texts.
 * The elements depend on the text alone: a link's check against the broken links happens when
 * ContentLink renders, every time. Bounded by the characters of the texts kept.
 */
const drawnTexts = new Map<string, ReactElement>();
let drawnCharacters = 0;
const DRAWN_CHARACTERS_KEPT = 300_000;

function markdownElement(text: string): ReactElement {
  const known = drawnTexts.get(text);
  if (known) {
    drawnTexts.delete(text);
    drawnTexts.set(text, known);
    return known;
  }
  const element = Markdown({ children: text, remarkPlugins, components, skipHtml: true, urlTransform: defaultUrlTransform });
  if (text.length > DRAWN_CHARACTERS_KEPT) return element;
  drawnTexts.set(text, element);
  drawnCharacters += text.length;
  for (const [oldest] of drawnTexts) {
    if (drawnCharacters <= DRAWN_CHARACTERS_KEPT) break;
    drawnTexts.delete(oldest);
    drawnCharacters -= oldest.length;
  }
  return element;
}

/** `lang` "en": the English text shown on a Marathi page (in-language.tsx), marked as such. */
export function MarkdownText({ text, className, lang }: { text: string; className?: string; lang?: "en" }) {
  return (
    <div className={className ?? "markdown-text"} lang={lang}>
      {markdownElement(text)}
    </div>
  );
}
