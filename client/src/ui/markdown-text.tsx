import type { ComponentProps } from "react";
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

/** `lang` "en": the English text shown on a Marathi page (in-language.tsx), marked as such. */
export function MarkdownText({ text, className, lang }: { text: string; className?: string; lang?: "en" }) {
  return (
    <div className={className ?? "markdown-text"} lang={lang}>
      <Markdown remarkPlugins={remarkPlugins} components={components} skipHtml urlTransform={defaultUrlTransform}>
        {text}
      </Markdown>
    </div>
  );
}
