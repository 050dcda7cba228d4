// How deeply a Markdown text nests: quotes in quotes, lists in lists, emphasis in emphasis,
// links in links. A page text is read by people, for whom a few levels are plenty; thousands of
// levels (a line of 4,000 ">") cost the site's Markdown parser and React seconds and hundreds of
// MB of memory. Parsing such a text is itself slow (micromark took 9 s for 4,000 ">"), so this
// does not parse: one pass over the text counts, line by line, the quote and list markers and
// the indentation that open containers, and, within a paragraph, the emphasis runs and brackets
// still open. That is an upper estimate of the real depth for ordinary texts and very close to
// it for the hostile ones; an ordinary page text stays far below the limit.

/** The most levels a page text may nest (quotes and lists, plus emphasis and links inside them). */
export const MAX_MARKDOWN_NESTING = 12;

const TAB_COLUMNS = 4;
/** A list nests one level deeper for about every two columns of indentation. */
const COLUMNS_PER_LEVEL = 2;
const EMPHASIS = new Set(["*", "_", "~"]);

/** The nesting of containers that a line's start opens: quote and list markers, and indentation. */
function lineContainers(line: string): { depth: number; rest: number } {
  let depth = 0;
  let columns = 0;
  let i = 0;
  for (;;) {
    while (i < line.length && (line[i] === " " || line[i] === "\t")) {
      columns += line[i] === "\t" ? TAB_COLUMNS : 1;
      i += 1;
    }
    const c = line[i];
    if (c === ">") {
      depth += 1;
      i += line[i + 1] === " " ? 2 : 1; // the space after ">" belongs to the marker
      continue;
    }
    if ((c === "-" || c === "*" || c === "+") && (line[i + 1] === " " || line[i + 1] === "\t")) {
      depth += 1;
      i += 2;
      continue;
    }
    const ordered = /^\d{1,9}[.)][ \t]/.exec(line.slice(i, i + 12));
    if (ordered) {
      depth += 1;
      i += ordered[0].length;
      continue;
    }
    break;
  }
  return { depth: depth + Math.floor(columns / COLUMNS_PER_LEVEL), rest: i };
}

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isPunctuation = (c: string | undefined) => c !== undefined && /[\p{P}\p{S}]/u.test(c);

/**
 * The deepest nesting of a text, estimated in one pass (see above). 0 for plain words; a list
 * in a quote is 2; `**[bold link](x)**` in a list item is 3.
 */
export function markdownNesting(text: string): number {
  let deepest = 0;
  // Emphasis runs and brackets still open in the current paragraph (a blank line closes them).
  let openInline = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.trim() === "") {
      openInline = 0;
      continue;
    }
    const { depth, rest } = lineContainers(line);
    for (let i = rest; i < line.length; i++) {
      const c = line[i]!;
      if (c === "\\") {
        i += 1;
      } else if (c === "[") {
        openInline += 1;
      } else if (c === "]") {
        openInline = Math.max(0, openInline - 1);
      } else if (EMPHASIS.has(c)) {
        let end = i;
        while (line[end + 1] === c) end += 1;
        const before = line[i - 1];
        const after = line[end + 1];
        // CommonMark's flanking rules, simplified: a run followed by a word opens, one that
        // follows a word closes; `***` opens two levels at once.
        const opens = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
        const closes = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
        const levels = Math.ceil((end - i + 1) / 2);
        if (opens && !closes) openInline += levels;
        else if (closes && !opens) openInline = Math.max(0, openInline - levels);
        i = end;
      }
      if (depth + openInline > deepest) deepest = depth + openInline;
    }
    if (depth > deepest) deepest = depth;
  }
  return deepest;
}
