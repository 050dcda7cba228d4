import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathInLanguage } from "../../server/src/content/languages.js";
import { CONTENT_TYPE_LIST } from "../../server/src/content/registry.js";
import { isMissingTranslation, translatedPairs } from "../../server/src/content/translations.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { PUBLIC_ROUTES } from "../support/public-routes.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt } from "./browser.js";

// Issue 19, item 4, as the server sends the pages (no browser): on a Marathi page, stored content
// shown in English because its Marathi is missing is marked lang="en". The demo content with the
// Marathi of every other row of every type taken away; then every route under /mr/ is read, and
// each English value of a translatable field whose Marathi is missing must sit, wherever the page
// prints it (a text, or a picture's alt), inside an element with lang="en".

let server: TestServer;
let admin: GraphQLTestClient;

/** An English value a Marathi page shows in English: where it comes from, and the text to look for. */
interface Fallback {
  source: string;
  text: string;
  /** The first words of a long text (a run that begins with them shows it), else the whole value. */
  phrase?: boolean;
}
const fallbacks: Fallback[] = [];

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text a visitor sees of the first line of a long text or Markdown (no markup), cut to a phrase. */
function firstPhrase(value: string): string {
  const line =
    value
      .split("\n")
      .map((l) => l.trim())
      .find((l) => l !== "" && !/^(\||---|```)/.test(l)) ?? "";
  const plain = clean(line.replace(/^(#+|[-*+]|\d+\.)\s+/, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1"));
  const phrase = plain.split(/[*_`|[\]<>]/)[0]!.trim();
  return phrase.length > 40 ? phrase.slice(0, 40).replace(/\s+\S*$/, "") : phrase;
}

function storedList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string" && value.startsWith("[")) return (JSON.parse(value) as unknown[]).map(String);
  return typeof value === "string" ? [value] : [];
}

beforeAll(async () => {
  assertClientBuilt();
  if (!fs.existsSync("dist/ssr/entry-server.js")) throw new Error("The server render is not built: run `npm run build` first.");
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  admin = new GraphQLTestClient(server.url);
  await admin.signIn(server.adminEmail, server.adminPassword);
  for (const spec of CONTENT_TYPE_LIST) {
    const pairs = translatedPairs(spec.fields);
    if (pairs.length === 0) continue;
    const read = async () =>
      ((await server.dataSource.getRepository(spec.graphql.type).find({ order: { id: "ASC" } })) as Record<string, unknown>[]).filter((row) => row.deletedAt == null);
    const rows = await read();
    // Every other row loses its Marathi, through the API as a clerk would.
    const input = Object.fromEntries(pairs.map(([, marathi]) => [marathi, null]));
    for (const row of rows.filter((_, index) => index % 2 === 0)) {
      const saved = await admin.request(`mutation ($id: ID!, $input: Update${spec.graphql.type}Input!) { update${spec.graphql.type}(id: $id, input: $input) { id } }`, {
        id: String(row.id),
        input,
      });
      expect(saved.errors, `${spec.key} ${row.id}`).toBeUndefined();
    }
    const rowsNow = await read();
    for (const row of rowsNow) {
      for (const [english, marathi] of pairs) {
        const stored = row[marathi];
        if (!isMissingTranslation(typeof stored === "string" && stored.startsWith("[") ? JSON.parse(stored) : stored)) continue;
        const field = spec.fields[english]!;
        const values = storedList(row[english]);
        for (const value of values) {
          const phrase = field.kind === "markdown" || field.kind === "longText";
          const text = phrase ? firstPhrase(value) : clean(value);
          if (text.length >= 3 && /[A-Za-z]/.test(text)) fallbacks.push({ source: `${spec.key}.${english} #${row.id}`, text, phrase });
        }
      }
    }
  }
  // The site settings: the address and the vision lose their Marathi.
  const settings = await admin.request("mutation ($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { address } }", {
    input: { addressMr: null, visionMr: null },
  });
  expect(settings.errors).toBeUndefined();
  const answered = await admin.request(`{ siteSettings(lang: MR) { fallbackToEnglish instituteName address about vision mission } }`);
  const shown = answered.data!.siteSettings as Record<string, unknown> & { fallbackToEnglish: string[] };
  expect(shown.fallbackToEnglish).toEqual(expect.arrayContaining(["address", "vision"]));
  for (const field of shown.fallbackToEnglish) {
    const phrase = field === "about" || field === "vision";
    for (const value of storedList(shown[field])) fallbacks.push({ source: `siteSettings.${field}`, text: phrase ? firstPhrase(value) : clean(value), phrase });
  }
}, 300_000);

afterAll(async () => {
  await server?.close();
});

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/** A run of text a visitor is given (a text between tags, or an alt text) and the language it is marked as. */
interface Run {
  text: string;
  lang: string;
  where: string;
}

/** The runs of text in a page's body, each with the lang of its nearest element that has one. */
function textRuns(html: string): Run[] {
  const body = html.slice(html.indexOf("<body"));
  const stack: { tag: string; lang: string }[] = [{ tag: "html", lang: /<html lang="([^"]*)"/.exec(html)?.[1] ?? "" }];
  const runs: Run[] = [];
  let text = "";
  const flush = () => {
    const value = clean(decode(text));
    if (value)
      runs.push({
        text: value,
        lang: stack.at(-1)!.lang,
        where: stack
          .map((s) => s.tag)
          .slice(-3)
          .join(">"),
      });
    text = "";
  };
  const tagPattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g;
  let at = 0;
  for (let match = tagPattern.exec(body); match; match = tagPattern.exec(body)) {
    text += body.slice(at, match.index);
    at = tagPattern.lastIndex;
    if (match[0].startsWith("<!--")) continue; // React's separators between adjacent texts
    const [, closing, rawTag, attributeText] = match;
    const tag = rawTag!.toLowerCase();
    flush();
    if (closing) {
      const open = stack.map((s) => s.tag).lastIndexOf(tag);
      if (open > 0) stack.length = open;
      continue;
    }
    const attributes = Object.fromEntries([...attributeText!.matchAll(/([^\s=]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2]!)]));
    const lang = attributes.lang ?? stack.at(-1)!.lang;
    if (attributes.alt) runs.push({ text: clean(attributes.alt), lang, where: `${tag}[alt]` });
    if (tag === "script" || tag === "style") {
      const end = body.indexOf(`</${tag}>`, at);
      at = tagPattern.lastIndex = end < 0 ? body.length : end + tag.length + 3;
      continue;
    }
    if (!VOID.has(tag) && !match[4]) stack.push({ tag, lang });
  }
  return runs;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Whether a run shows the value: the run is the value (a title in its own element), begins with
 * a long text's first words, or holds the value inside a sentence of the site's Marathi words
 * ("Computer Technology विभाग"). A value inside other English (a qualification "M.E. (Computer
 * Technology)", which stays as entered) is not this value shown.
 */
function shows(run: string, fallback: Fallback & { pattern: RegExp }): boolean {
  if (run === fallback.text) return true;
  if (fallback.phrase) return run.startsWith(fallback.text);
  return fallback.pattern.test(run) && DEVANAGARI.test(run.replace(fallback.text, ""));
}

describe("English content on Marathi pages", () => {
  it("reads the run's language from its nearest element with lang", () => {
    const runs = textRuns(
      '<html lang="mr"><body><p>अ <span lang="en">Sports day</span> <img alt="A hall" src="x"> <b>Sports day</b></p><script>"Sports day"</script></body></html>',
    );
    expect(runs).toEqual([
      { text: "अ", lang: "mr", where: "html>body>p" },
      { text: "Sports day", lang: "en", where: "body>p>span" },
      { text: "A hall", lang: "mr", where: "img[alt]" },
      { text: "Sports day", lang: "mr", where: "body>p>b" },
    ]);
    const fallback = { source: "link.title", text: "Computer Technology", pattern: /(^|[^A-Za-z0-9])Computer Technology($|[^A-Za-z0-9])/ };
    expect(shows("Computer Technology", fallback)).toBe(true);
    expect(shows("Computer Technology विभाग", fallback)).toBe(true);
    expect(shows("M.E. (Computer Technology)", fallback)).toBe(false);
  });

  it('marks every English value shown for a missing Marathi one lang="en", on every route under /mr/', { timeout: 600_000 }, async () => {
    expect(fallbacks.length).toBeGreaterThan(50);
    const patterns = fallbacks.map((fallback) => ({ ...fallback, pattern: new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(fallback.text)}($|[^A-Za-z0-9])`) }));
    const problems = new Set<string>();
    const seen = new Set<string>();
    for (const route of PUBLIC_ROUTES) {
      const path = pathInLanguage(route, "mr");
      const response = await fetch(`${server.url}${path}`, { headers: { accept: "text/html" } });
      expect(response.status, path).toBe(200);
      for (const run of textRuns(await response.text())) {
        if (!/[A-Za-z]{2}/.test(run.text)) continue;
        for (const fallback of patterns) {
          if (!shows(run.text, fallback)) continue;
          seen.add(fallback.source.split(" ")[0]!);
          if (run.lang !== "en") problems.add(`${path}: "${fallback.text}" (${fallback.source}) in ${run.where}, lang="${run.lang}"`);
        }
      }
    }
    expect([...problems]).toEqual([]);
    // The walk met the English fallbacks of the lists the issue names, so it checked them.
    for (const source of [
      "siteSettings.address",
      "siteSettings.vision",
      "gpsNews.title",
      "document.title",
      "galleryImage.caption",
      "link.title",
      "holiday.title",
      "person.role",
      "notice.title",
    ]) {
      expect([...seen], source).toContain(source);
    }
  });
});
