// How search splits text into words: one rule for what is indexed and what is asked, on both
// databases (the indexer hands them words already split, so neither SQLite's tokenizer nor
// PostgreSQL's parser and locale decide where a Marathi word ends). A word is a run of letters,
// combining marks and digits: Devanagari vowel signs (ा ि ी), the virama (्) and the anusvara (ं)
// are marks, so "विद्यार्थी" stays one word. Zero-width joiners inside a Marathi word (र्‍य) are
// dropped, so is the nukta (क़ and क, ऱ and र are one letter to a visitor's keyboard), and words
// are compared in Unicode NFC, lower case, by their stems (content/search-stems.ts). Two adjacent
// words are also indexed as one ("time table" as "timetable"), and a query of two words also
// asks for them written as one: either way round, a compound finds what its parts find.
// Plain code with no imports but the stems: the unit tests and the bench read it too.
import { joinable, stemOf } from "./search-stems.js";

const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;
const JOINERS = /\u200c|\u200d|\u00ad/g;
/** Longer "words" (a run of digits, a hash) are not worth indexing. */
const MAX_WORD = 60;
/** A query of more words is cut: each word narrows the search, and each costs the database. */
export const MAX_QUERY_WORDS = 8;

/** One word as it is indexed and compared. */
export function normalizeWord(word: string): string {
  return word.replace(JOINERS, "").normalize("NFD").replace(NUKTA, "").normalize("NFC").toLowerCase();
}

const NUKTA = /\u093c/g;

/**
 * The tokens of `text` as they are indexed, in order: each word's stem, and after each word
 * that follows a word the two joined ("time table" gives time, table, timetable).
 */
export function searchTokens(text: string): string[] {
  const words = wordsOf(text);
  const tokens: string[] = [];
  words.forEach((word, i) => {
    const stem = stemOf(word);
    tokens.push(stem);
    const before = words[i - 1];
    if (before && joinable(before, word) && before.length + word.length <= MAX_WORD) tokens.push(stemOf(before) + stem);
  });
  return tokens;
}

/** The words of `text`, in order, normalized. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word && word.length <= MAX_WORD) words.push(word);
  }
  return words;
}

/** The distinct stems of what a visitor typed, in order (at most MAX_QUERY_WORDS). */
export function queryWords(query: string): string[] {
  return [...new Set(wordsOf(query).map(stemOf))].slice(0, MAX_QUERY_WORDS);
}

/**
 * The ways a query may be written in the index: its words, and its words with each adjacent
 * pair written as one ("time table" also as "timetable"; "timetable" is found in a text that
 * writes "time table" by the joined tokens of searchTokens).
 */
function readings(words: readonly string[]): string[][] {
  const all = [[...words]];
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!];
    if (joinable(a, b)) all.push([...words.slice(0, i), a + b, ...words.slice(i + 2)]);
  }
  return all;
}

/** FTS5's MATCH text: every word, each as a prefix ("placem" finds placement), in any reading. */
export function fts5Match(words: readonly string[]): string {
  return readings(words)
    .map((reading) => `(${reading.map((word) => `"${word}"*`).join(" ")})`)
    .join(" OR ");
}

/** PostgreSQL's tsquery literal: every word as a prefix, in any reading. Words hold no quote or backslash. */
export function tsqueryLiteral(words: readonly string[]): string {
  return readings(words)
    .map((reading) => `(${reading.map((word) => `'${word}':*`).join(" & ")})`)
    .join(" | ");
}

/** PostgreSQL keeps positions up to 16383. */
const MAX_POSITION = 16383;
/**
 * How many times one word of one text is kept in the index. Relevance saturates after a few
 * occurrences (bm25 and ts_rank both flatten), while every further occurrence costs each query
 * that matches it: a common word written 300 times in a long PDF would be read and scored 300
 * times. Every distinct word stays findable.
 */
export const MAX_OCCURRENCES = 3;
/**
 * A long text's first words, which (with the title) decide its rank on PostgreSQL; the rest of
 * it is only matched (see services/search/search-store.ts).
 */
export const LEAD_WORDS = 120;

/** The words of `text` as they are indexed: in order, each word at most MAX_OCCURRENCES times. */
export function indexedWords(text: string): string[] {
  const seen = new Map<string, number>();
  const kept: string[] = [];
  for (const word of searchTokens(text)) {
    const count = seen.get(word) ?? 0;
    if (count < MAX_OCCURRENCES) kept.push(word);
    seen.set(word, count + 1);
  }
  return kept;
}

/**
 * A tsvector literal of a title (weight A) and a body (weight B), written from our own words so
 * the database's parser and locale play no part. Positions follow the text (title first); each
 * word keeps at most MAX_OCCURRENCES positions. `bodyWords` cuts the body after that many words.
 */
export function tsvectorLiteral(title: string, body: string, bodyWords = Infinity): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (words: string[], weight: "A" | "B") => {
    for (const word of words) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(word) ?? [];
      if (list.length < MAX_OCCURRENCES) list.push(`${position}${weight}`);
      positions.set(word, list);
    }
  };
  add(searchTokens(title), "A");
  const words = searchTokens(body);
  add(words.length > bodyWords ? words.slice(0, bodyWords) : words, "B");
  return [...positions].map(([word, list]) => `'${word}':${list.join(",")}`).join(" ");
}

/** A piece of a snippet: text, and whether it is a matched word (shown in <mark>). */
export interface SnippetPart {
  text: string;
  matched: boolean;
}

/**
 * A short passage of `text` around the first matched word, with every word that starts with one
 * of `words` marked. Cut at word boundaries; "…" where the passage is cut.
 */
export function snippetOf(text: string, words: readonly string[], maxChars = 220): SnippetPart[] {
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return [];
  const matches = (word: string) => {
    const normal = normalizeWord(word);
    const stem = stemOf(normal);
    return words.some((wanted) => normal.startsWith(wanted) || stem.startsWith(wanted));
  };
  let first = -1;
  for (const match of flat.matchAll(WORD)) {
    if (matches(match[0])) {
      first = match.index;
      break;
    }
  }
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(maxChars / 3));
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    start = space >= 0 && space < (first < 0 ? flat.length : first) ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + maxChars);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const passage = flat.slice(start, end);
  const parts: SnippetPart[] = [];
  const push = (piece: string, matched: boolean) => {
    if (!piece) return;
    const last = parts[parts.length - 1];
    if (last && last.matched === matched && !matched) last.text += piece;
    else parts.push({ text: piece, matched });
  };
  if (start > 0) push("… ", false);
  let at = 0;
  for (const match of passage.matchAll(WORD)) {
    if (!matches(match[0])) continue;
    push(passage.slice(at, match.index), false);
    push(match[0], true);
    at = match.index + match[0].length;
  }
  push(passage.slice(at), false);
  if (end < flat.length) push(" …", false);
  return parts;
}
