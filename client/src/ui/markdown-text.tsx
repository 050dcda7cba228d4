import Markdown, { defaultUrlTransform, type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { common } from "../messages/common.js";

// Page texts are Markdown written by administrators (headings, lists, GitHub tables, links).
// They are rendered as Markdown only: no rehype-raw, so HTML in a text (<script>, <iframe>,
// onerror=..., onclick=...) is never turned into elements (`skipHtml` drops it); react-markdown's
// default urlTransform empties javascript:, vbscript: and data: addresses; links to other sites
// open in a new tab without handing it this page (rel="noopener noreferrer").

const components: Components = {
  a({ node: _node, href, children, ...rest }) {
    const external = href !== undefined && /^(https?:)?\/\//i.test(href);
    return external ? (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {common.opensInNewTab}</span>
      </a>
    ) : (
      <a {...rest} href={href}>
        {children}
      </a>
    );
  },
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
