import { describe, expect, it } from "vitest";
import * as marathi from "../../client/src/messages/mr/catalogue.js";
import * as english from "../../client/src/messages/en/catalogue.js";
import { adminMarathi } from "../../client/src/messages/mr/admin-catalogue.js";
import { adminEnglish } from "../../client/src/messages/en/admin-catalogue.js";

// The site's own words in Marathi (issue 19): the compiler already refuses a Marathi file that
// lacks a key; this also fails when a Marathi text is empty, or left in English. The panel's own
// words (its catalogue, a chunk of its own) are checked the same way.

/** Texts that are the same in both languages: symbols, a shell command and the switch's name of the other language. */
const SAME_IN_BOTH = new Set([
  "shell.textBigger",
  "shell.textSmaller",
  "accountMessages.forgotPassword.command",
  // The panel's switch names each language in that language.
  "adminShellMessages.language.english",
  "adminShellMessages.language.marathi",
]);

/** Texts in Latin letters on purpose: a switch's name of English. */
const LATIN_ON_PURPOSE = new Set(["shell.language.switchTo", "adminShellMessages.language.english"]);

/** An argument that works as a name, a number, a phrase or a list of labels: each message's output can be compared. */
const ARGUMENT = Object.assign(new String("Q"), { join: () => "Q" }) as unknown;

interface Text {
  key: string;
  value: unknown;
}

/** Every text of a catalogue, by its dotted key; a function's text is its output for sample arguments. */
function texts(node: unknown, key = ""): Text[] {
  if (typeof node === "string") return [{ key, value: node }];
  if (typeof node === "function") return [{ key, value: String((node as (...args: unknown[]) => unknown)(...Array<unknown>(node.length).fill(ARGUMENT))) }];
  if (node && typeof node === "object") return Object.entries(node).flatMap(([child, value]) => texts(value, key ? `${key}.${child}` : child));
  return [{ key, value: node }];
}

describe.each([
  { name: "site", englishCatalogue: english as unknown, marathiCatalogue: marathi as unknown, least: 300 },
  { name: "panel", englishCatalogue: adminEnglish, marathiCatalogue: adminMarathi, least: 150 },
])("the Marathi messages of the $name", ({ englishCatalogue, marathiCatalogue, least }) => {
  const englishTexts = texts(englishCatalogue);
  const marathiTexts = new Map(texts(marathiCatalogue).map((text) => [text.key, text.value]));

  it("give every English key a Marathi text of its own", () => {
    const missing = englishTexts.filter((text) => typeof marathiTexts.get(text.key) !== "string").map((text) => text.key);
    expect(missing).toEqual([]);
    expect(englishTexts.length).toBeGreaterThan(least);
  });

  it("are never empty, nor left in English", () => {
    const empty = [...marathiTexts].filter(([, value]) => typeof value === "string" && value.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
    const untranslated = englishTexts.filter((text) => !SAME_IN_BOTH.has(text.key) && marathiTexts.get(text.key) === text.value).map((text) => text.key);
    expect(untranslated).toEqual([]);
  });

  it('write Marathi in Devanagari, apart from the texts that are the same in both and the switch\'s "English"', () => {
    const latinOnly = [...marathiTexts]
      .filter(([key]) => !SAME_IN_BOTH.has(key) && !LATIN_ON_PURPOSE.has(key))
      .filter(([, value]) => typeof value === "string" && !/[\u0900-\u097F]/.test(value))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });
});
