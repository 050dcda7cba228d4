// The forms search compares, so that a visitor need not type a word as the text writes it
// (docs/search.md, "Forgiving search"). Written here rather than left to FTS5's porter tokenizer
// or PostgreSQL's 'english' configuration, so that both databases find exactly the same rows.
// Light on purpose: a wrong cut makes unrelated words equal, a missed one only needs a prefix.
// Plain code with no imports: the unit tests read it too.

const LATIN = /^[a-z]+$/;
const DEVANAGARI = /^[\u0900-\u097f]+$/;

/**
 * English: plurals only ("fees" -> "fee", "classes" -> "class", "facilities" -> "facility").
 * Other endings (-ing, -ed) are left alone: a query is a prefix, so "admit" already finds
 * "admitted", and cutting "-ed" would make "bed" "b".
 */
function englishStem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (/(?:x|z|ch|sh|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Marathi: the case endings and postpositions written onto a noun, longest first. Each rule is
 * a suffix that is never the whole of a common word's ending ("ना" is left out: योजना would
 * lose it). The stem keeps at least three characters (letters and signs).
 */
export const MARATHI_SUFFIXES = [
  "ांच्यासाठी", // plural + "for"
  "ांसाठी", // plural + "for" (विद्यार्थ्यांसाठी)
  "ासाठी",
  "साठी", // "for"
  "ांच्या", // plural genitive
  "ाच्या",
  "च्या", // genitive
  "ांमध्ये",
  "ामध्ये",
  "मध्ये", // "in"
  "ांकडून",
  "कडून", // "from"
  "ांकडे",
  "कडे", // "towards"
  "ांपैकी", // "of (them)"
  "ांशी", // plural "with"
  "ाशी", // "with"
  "ांवर", // plural "on"
  "पर्यंत", // "until"
  "ातील", // "in the" (महाविद्यालयातील)
  "तील",
  "ांचा",
  "ांची",
  "ांचे",
  "ांना",
  "ांनी",
  "ाचा",
  "ाची",
  "ाचे",
  "ाला",
  "ाने",
  "ांत",
  "ात",
];

/**
 * A noun ending in ी takes ्या before its endings (विद्यार्थी, विद्यार्थ्यांना, विद्यार्थ्याला):
 * its stem is written with the ्य those forms keep once their ending is cut (विद्यार्थ्य), so
 * the word and its forms compare equal. Words of two characters (ही, की) are left alone. The cost:
 * a word in ी and one in ्य on the same letters compare equal too (rare: no common pair is known).
 */
const LONG_I = "ी";
const OBLIQUE_LONG_I = "्य";

function marathiStem(word: string): string {
  let stem = word;
  for (const suffix of MARATHI_SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      stem = word.slice(0, -suffix.length);
      break;
    }
  }
  return stem.length >= 3 && stem.endsWith(LONG_I) ? stem.slice(0, -LONG_I.length) + OBLIQUE_LONG_I : stem;
}

/** The form of one normalized word (content/search-words.ts) that search compares. */
export function stemOf(word: string): string {
  if (LATIN.test(word)) return englishStem(word);
  if (DEVANAGARI.test(word)) return marathiStem(word);
  return word;
}

/** Whether two adjacent words may be written as one ("time table" / "timetable"): letters of one script. */
export function joinable(before: string, word: string): boolean {
  return (LATIN.test(before) && LATIN.test(word)) || (DEVANAGARI.test(before) && DEVANAGARI.test(word));
}
