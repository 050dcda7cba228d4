import { describe, expect, it } from "vitest";
import { fts5Match, indexedWords, MAX_OCCURRENCES, queryWords, snippetOf, tsqueryLiteral, tsvectorLiteral, wordsOf } from "../../server/src/content/search-words.js";
import { searchPlanOf } from "../../server/src/content/search-plan.js";
import { stemOf } from "../../server/src/content/search-stems.js";
import { plainTextOf } from "../../server/src/content/plain-text.js";
import { CONTENT_TYPES } from "../../server/src/content/registry.js";

describe("search words", () => {
  it("keeps Devanagari vowel signs, virama and anusvara inside their word", () => {
    expect(wordsOf("विद्यार्थी कल्याण मंडळ, क्रीडा-स्पर्धा")).toEqual(["विद्यार्थी", "कल्याण", "मंडळ", "क्रीडा", "स्पर्धा"]);
  });

  it("drops zero-width joiners inside a Marathi word and compares in NFC", () => {
    expect(wordsOf("कार्‍यालय")).toEqual(["कार्यालय"]);
    expect(wordsOf("Cafe\u0301")).toEqual(wordsOf("Café"));
  });

  it("lower-cases English and splits on punctuation", () => {
    expect(wordsOf("Training & Placement-Cell, 2026!")).toEqual(["training", "placement", "cell", "2026"]);
  });

  it("asks for each distinct word as a prefix, with nothing a query language could misread", () => {
    const words = queryWords(`placem "OR" NEAR( title:x* placem`);
    expect(words).toEqual(["placem", "or", "near", "title", "x"]);
    expect(fts5Match(["placem", "or"])).toBe(`("placem"* "or"*) OR ("placemor"*)`);
    expect(fts5Match(words).startsWith(`("placem"* "or"* "near"* "title"* "x"*) OR `)).toBe(true);
    expect(tsqueryLiteral(["placem", "योजना"])).toBe(`('placem':* & 'योजना':*)`); // two scripts are never one word
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
    expect(queryWords("  ,.;  ")).toEqual([]);
  });

  it("writes a tsvector literal with title words weighted A and body words B", () => {
    expect(tsvectorLiteral("Exam rules", "exam hall")).toBe(`'exam':1A,4B 'rule':2A 'examrule':3A 'hall':5B 'examhall':6B`);
  });

  it("keeps each word of a text at most a few times in the index, and every distinct word once at least", () => {
    expect(MAX_OCCURRENCES).toBe(3);
    expect(indexedWords("fee, fee; refund. fee, fee; ATKT. fee").filter((word) => word === "fee")).toHaveLength(3);
    expect(indexedWords("fee, fee; refund. fee, fee; ATKT. fee")).toContain("atkt");
    // Positions follow the text; a word's fourth occurrence is dropped, not the words after it.
    expect(tsvectorLiteral("Fee", "fee fee fee refund")).toBe(`'fee':1A,2B,3B 'feefee':4B,6B 'refund':7B 'feerefund':8B`);
    // A lead: the title and the body's first tokens only.
    expect(tsvectorLiteral("Fee", "refund form hostel", 2)).toBe(`'fee':1A 'refund':2B 'form':3B`);
  });

  it("marks matched words in a passage around the first match", () => {
    const long = `${"intro ".repeat(100)}The placement cell meets placements officers. ${"tail ".repeat(100)}`;
    const parts = snippetOf(long, ["placem"]);
    expect(parts.filter((part) => part.matched).map((part) => part.text)).toEqual(["placement", "placements"]);
    expect(parts[0]!.text.startsWith("… ")).toBe(true);
    expect(parts[parts.length - 1]!.text.endsWith(" …")).toBe(true);
    expect(parts.map((part) => part.text).join("").length).toBeLessThan(240);
    expect(snippetOf("शिष्यवृत्ती योजना", ["योजना"])).toEqual([
      { text: "शिष्यवृत्ती ", matched: false },
      { text: "योजना", matched: true },
    ]);
  });
});

describe("forgiving search words (issue 39, item 7)", () => {
  it("compares English plurals by their singular, and leaves short words and -ss, -us, -is alone", () => {
    expect(["fees", "fee", "classes", "facilities", "notices", "boxes", "status", "analysis", "bus"].map(stemOf)).toEqual([
      "fee",
      "fee",
      "class",
      "facility",
      "notice",
      "box",
      "status",
      "analysis",
      "bus",
    ]);
    expect(queryWords("Fees")).toEqual(queryWords("fee"));
  });

  it("strips common Marathi case endings and postpositions, keeping a stem of three characters", () => {
    expect(stemOf("विद्यार्थ्यांसाठी")).toBe("विद्यार्थ्य");
    expect(stemOf("महाविद्यालयातील")).toBe("महाविद्यालय");
    expect(stemOf("परीक्षेच्या")).toBe("परीक्षे");
    expect(stemOf("योजना")).toBe("योजना");
    expect(stemOf("घरात")).toBe("घरात"); // a stem of two characters: kept whole
  });

  it("treats a nukta and zero-width joiners as absent", () => {
    expect(wordsOf("फ़ी")).toEqual(wordsOf("फी"));
    expect(wordsOf("क़ानून")).toEqual(wordsOf("कानून"));
  });

  it("indexes adjacent words also as one, and asks for a query's adjacent words also as one", () => {
    expect(indexedWords("Time tables")).toEqual(["time", "table", "timetable"]);
    expect(tsqueryLiteral(queryWords("time table"))).toBe(`('time':* & 'table':*) | ('timetable':*)`);
    expect(fts5Match(queryWords("timetable"))).toBe(`("timetable"*)`);
  });

  it("marks a plural's words in a snippet when the singular is asked, and the singular when the plural is", () => {
    expect(
      snippetOf("Fees and fee refund", queryWords("fees"))
        .filter((part) => part.matched)
        .map((part) => part.text),
    ).toEqual(["Fees", "fee"]);
  });

  it("turns Markdown into the text a reader sees", () => {
    const markdown =
      "# Fee structure\n\n- **Tuition** fee: see [the circular](https://example.org/c.pdf)\n\n| Year | Fee |\n|---|---|\n| First | 1000 |\n\n> _Note_: `ATKT` fees extra";
    expect(plainTextOf(markdown)).toBe("Fee structure\nTuition fee: see the circular\nYear · Fee\nFirst · 1000\nNote: ATKT fees extra");
  });
});

describe("search plan", () => {
  it("takes the title field as title, text and PDFs as body, and never submissions or personal fields", () => {
    expect(searchPlanOf(CONTENT_TYPES.notice)).toMatchObject({ title: ["title"], body: [], pdf: ["noticePdf"], date: "date" });
    expect(searchPlanOf(CONTENT_TYPES.person)?.body).toEqual(expect.arrayContaining(["role", "qualification"]));
    expect(searchPlanOf(CONTENT_TYPES.person)?.body).not.toContain("email");
    expect(searchPlanOf(CONTENT_TYPES.admissionConfirmation)).toBeNull();
    expect(searchPlanOf(CONTENT_TYPES.alumniRegistration)).toBeNull();
  });

  it("takes committee members (their names, which the committee's page shows) as body", () => {
    expect(searchPlanOf(CONTENT_TYPES.committee)?.body).toEqual(expect.arrayContaining(["chairmanName", "members"]));
    expect(searchPlanOf(CONTENT_TYPES.committee)?.body).not.toContain("chairmanMobile");
  });
});
