// The bench's corpus and queries (bench/search.ts), made to look like a college site's text:
// a vocabulary of several thousand distinct words (English-like ones built from syllables, about
// a tenth Marathi) drawn with Zipf frequencies (the r-th commonest word is drawn in proportion to
// 1/r), so a few words are everywhere and most are rare, as in real text. Queries are drawn like
// real ones, in classes reported apart: one common word (among the 30 commonest: the slow case,
// kept on purpose), a mid-frequency word, a rare word, a prefix of 3 to 5 letters, two words, and
// a Marathi word. A fixed seed makes every run search the same corpus.

let seed = 20;
/** mulberry32: small, fast and exact in 32-bit integer arithmetic. */
export function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

const LATIN = [
  "ka",
  "ri",
  "to",
  "men",
  "sha",
  "lo",
  "pur",
  "vi",
  "dan",
  "te",
  "sol",
  "nar",
  "qui",
  "bel",
  "zor",
  "ham",
  "tri",
  "os",
  "lex",
  "fin",
  "ab",
  "cor",
  "du",
  "ex",
  "gra",
  "ion",
  "mu",
  "pen",
  "st",
  "ver",
];
const DEVANAGARI = [
  "वि",
  "द्या",
  "र्थी",
  "प",
  "री",
  "क्षा",
  "वे",
  "ळा",
  "प्र",
  "वे",
  "श",
  "सू",
  "च",
  "ना",
  "ग्रं",
  "था",
  "ल",
  "य",
  "नि",
  "का",
  "अ",
  "भ्या",
  "स",
  "क्र",
  "म",
  "शि",
  "ष्य",
  "वृ",
  "त्ती",
  "मा",
  "हि",
  "ती",
];

function vocabulary(size: number, syllables: readonly string[], minimum: number): string[] {
  const words = new Set<string>();
  while (words.size < size) words.add(Array.from({ length: minimum + Math.floor(random() * 3) }, () => pick(syllables)).join(""));
  return [...words];
}

/** Every distinct word, commonest first (Marathi words interleaved: every tenth rank). */
export const VOCABULARY: string[] = (() => {
  const english = vocabulary(5400, LATIN, 2);
  const marathi = vocabulary(600, DEVANAGARI, 2);
  return Array.from({ length: english.length + marathi.length }, (_, rank) =>
    rank % 10 === 9 ? marathi[Math.floor(rank / 10)]! : english[rank - Math.floor((rank + 1) / 10)]!,
  );
})();
const isMarathi = (word: string) => /[\u0900-\u097f]/.test(word);

/** Cumulative Zipf weights, searched by bisection to draw a word. */
const CUMULATIVE = (() => {
  let sum = 0;
  return VOCABULARY.map((_, rank) => (sum += 1 / (rank + 1)));
})();
export function word(): string {
  const target = random() * CUMULATIVE[CUMULATIVE.length - 1]!;
  let low = 0;
  let high = CUMULATIVE.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (CUMULATIVE[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return VOCABULARY[low]!;
}
export const words = (count: number) => Array.from({ length: count }, word).join(" ");

export const QUERY_CLASSES = ["common word", "mid word", "rare word", "prefix", "two words", "Marathi word"] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

const ranked = (from: number, to: number, marathi = false) => VOCABULARY.slice(from, to).filter((w) => isMarathi(w) === marathi);

export function queryOf(kind: QueryClass): string {
  switch (kind) {
    case "common word":
      return pick(ranked(0, 30));
    case "mid word":
      return pick(ranked(30, 600));
    case "rare word":
      return pick(ranked(600, VOCABULARY.length));
    case "prefix": {
      const whole = pick(ranked(30, 2000));
      return whole.slice(0, 3 + Math.floor(random() * 3));
    }
    case "two words":
      return `${pick(ranked(0, 300))} ${pick(ranked(30, 2000))}`;
    case "Marathi word":
      return pick(ranked(0, 2000, true));
  }
}
