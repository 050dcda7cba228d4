// Markdown as the words a reader sees, for search's snippets: a snippet is plain text, so "**",
// "#", "|" and link targets would show as written. Line by line and pattern by pattern; what is
// left is the text, each block on its own line. Plain code with no imports.

const LINE_RULES: [RegExp, string][] = [
  [/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d{1,9}[.)]\s+)/, ""], // headings, quotes, list marks
  [/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/, ""], // a table's |---|---| line
  [/^\s*(?:[-*_]\s*){3,}$/, ""], // a horizontal rule
  [/^\s*(?:```|~~~).*$/, ""], // code fences
];

const INLINE_RULES: [RegExp, string][] = [
  [/!\[([^\]]*)\]\([^)]*\)/g, "$1"], // an image: its alt text
  [/\[([^\]]+)\]\([^)]*\)/g, "$1"], // a link: its words, not its address
  [/<(https?:[^>\s]+)>/g, "$1"], // an autolink
  [/<\/?[a-z][^>]*>/gi, ""], // inline HTML tags
  [/(\*\*|__)(.+?)\1/g, "$2"], // bold
  [/(\*|_)(\S(?:.*?\S)?)\1/g, "$2"], // italics
  [/~~(.+?)~~/g, "$1"], // struck out
  [/`([^`]*)`/g, "$1"], // inline code
  [/\\([\\`*_{}[\]()#+\-.!|>~])/g, "$1"], // escapes
];

/** The readable text of a Markdown source. */
export function plainTextOf(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .map((line) => {
      let text = line;
      for (const [pattern, replacement] of LINE_RULES) text = text.replace(pattern, replacement);
      // Table cells: their text, apart.
      if (/^\s*\|/.test(text))
        text = text
          .replace(/^\s*\|/, "")
          .replace(/\|\s*$/, "")
          .replace(/\s*\|\s*/g, " · ");
      for (const [pattern, replacement] of INLINE_RULES) text = text.replace(pattern, replacement);
      return text.trim();
    })
    .filter(Boolean)
    .join("\n");
}
