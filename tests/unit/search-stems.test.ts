import { describe, expect, it } from "vitest";
import { stemOf } from "../../server/src/content/search-stems.js";

// Issue 39: forgiving search in Marathi. A noun and its oblique and plural forms (विद्यार्थी,
// विद्यार्थ्यांना, विद्यार्थ्याचा ...) compare by one stem; words that only look alike do not.

/** Pairs that must stem together: [the form a visitor types, a form the text writes]. */
const SAME: [string, string][] = [
  ["विद्यार्थी", "विद्यार्थ्यांना"],
  ["विद्यार्थी", "विद्यार्थ्यांचा"],
  ["विद्यार्थी", "विद्यार्थ्यांची"],
  ["विद्यार्थी", "विद्यार्थ्यांचे"],
  ["विद्यार्थी", "विद्यार्थ्याला"],
  ["विद्यार्थी", "विद्यार्थ्याचा"],
  ["विद्यार्थी", "विद्यार्थ्यांसाठी"],
  ["विद्यार्थी", "विद्यार्थ्यांच्या"],
  ["विद्यार्थ्यांना", "विद्यार्थ्यांशी"],
  ["शिष्यवृत्ती", "शिष्यवृत्त्यांचा"],
  ["नदी", "नद्यांना"],
  ["माहिती", "माहितीसाठी"],
  ["शिक्षक", "शिक्षकांना"],
  ["शिक्षक", "शिक्षकाला"],
  ["वर्ग", "वर्गाचा"],
  ["महाविद्यालय", "महाविद्यालयाचा"],
  ["महाविद्यालय", "महाविद्यालयातील"],
  ["कार्य", "कार्यांना"],
  ["तंत्रनिकेतन", "तंत्रनिकेतनाला"],
  ["विभाग", "विभागांपैकी"],
];

/** Pairs that must stay apart: different words that share letters. */
const APART: [string, string][] = [
  ["शिक्षक", "शिक्षण"],
  ["मूल्य", "मुली"],
  ["विद्या", "विद्यार्थी"],
  ["परीक्षा", "परीक्षक"],
  ["योजना", "योज"],
  ["मुलगा", "मुलगी"],
  ["ही", "ह्य"],
  ["घरात", "घर"],
];

describe("Marathi stems", () => {
  it.each(SAME)("%s and %s stem together", (typed, written) => {
    expect(stemOf(written)).toBe(stemOf(typed));
  });

  it.each(APART)("%s and %s stay apart", (one, other) => {
    expect(stemOf(one)).not.toBe(stemOf(other));
  });

  it("keeps short words and their own endings whole", () => {
    expect(["ही", "की", "योजना", "घरात"].map(stemOf)).toEqual(["ही", "की", "योजना", "घरात"]);
  });
});
