import { describe, expect, it } from "vitest";
import type { FieldSpec } from "../../server/src/content/define.js";
import { CONTENT_TYPES, type ContentKey } from "../../server/src/content/registry.js";
import { SITE_SETTINGS_FIELDS } from "../../server/src/content/site-settings.js";
import { validateValues } from "../../server/src/content/validate.js";
import { DEMO_CONTENT, siteSettings } from "../../server/src/seed/demo-content.js";
import type { SeedRecord } from "../../server/src/seed/content/files.js";

// The demo content in Marathi (issue 19, item 7): the Marathi value of a translatable field `f`
// is the row's `fMr`, of the same shape. This fails when a row the issue names lacks its
// Marathi, when a Marathi value is not Devanagari or is the English one copied, and when a page
// text's Marathi body loses the English body's Markdown structure or numbers, or breaks the
// rules of its English field (a Marathi value is stored with the same rules, issue 19).

/** The fields that must have Marathi, by content type: every row of the type, wherever the English value is set. */
const MARATHI_FIELDS: Partial<Record<ContentKey, readonly string[]>> = {
  pageText: ["title", "body"],
  department: ["name", "headOfDepartmentTitle", "description", "vision", "mission", "peos", "psos", "pos"],
  program: ["name"],
  notice: ["title"],
  gpsNews: ["title"],
  slide: ["caption", "altText"],
  galleryImage: ["altText", "caption"],
  holiday: ["title"],
  link: ["title"],
  committee: ["name"],
  person: ["role"],
};

const SETTINGS_FIELDS = ["instituteName", "address", "about", "vision", "mission"] as const;

const rowsOf = (key: ContentKey): readonly SeedRecord[] => DEMO_CONTENT.find((entry) => entry.key === key)?.records ?? [];

const hasValue = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === "string" && value.trim() !== "");

/** A readable name of a row in a failure. */
const nameOf = (key: string, row: SeedRecord) => `${key} ${String(row.key ?? row.slug ?? row.title ?? row.name ?? row.caption ?? row.date ?? row.role ?? "")}`;

interface Pair {
  where: string;
  /** The English field's rules (its kind, length), when the field is known. */
  field: FieldSpec | undefined;
  name: string;
  english: unknown;
  marathi: unknown;
}

/** Every English value beside its Marathi one (`fMr`), across all demo rows and the settings. */
function pairs(): Pair[] {
  type Fields = Readonly<Record<string, FieldSpec>>;
  const rows: [string, Record<string, unknown>, Fields][] = [
    ...DEMO_CONTENT.flatMap(({ key, records }) =>
      records.map((row): [string, Record<string, unknown>, Fields] => [nameOf(key, row), row, CONTENT_TYPES[key].fields as Fields]),
    ),
    ["siteSettings", siteSettings, SITE_SETTINGS_FIELDS as Fields],
  ];
  return rows.flatMap(([where, row, fields]) =>
    Object.keys(row)
      .filter((field) => field.endsWith("Mr"))
      .map((field) => {
        const name = field.slice(0, -2);
        return { where: `${where}: ${field}`, field: fields[name], name, english: row[name], marathi: row[field] };
      }),
  );
}

/** The Markdown skeleton of a text, line by line: blank, heading level, list item, numbered item, table row with its cell count, or paragraph. */
function skeleton(markdown: string): string[] {
  return markdown.split("\n").map((line) => {
    if (line.trim() === "") return "blank";
    const heading = /^(#+) /.exec(line);
    if (heading) return `h${heading[1]!.length}`;
    if (/^- /.test(line)) return "item";
    const numbered = /^(\d+)\. /.exec(line);
    if (numbered) return `item ${numbered[1]}`;
    if (line.startsWith("|")) return `row of ${line.split("|").length - 2} cells${/^\|[\s:|-]+\|$/.test(line) ? ` ${line}` : ""}`;
    return "paragraph";
  });
}

/** The numbers a text states, in order of size: a translation keeps every one. */
const numbersIn = (text: string) => (text.match(/\d+(?:[.:]\d+)?/g) ?? []).sort();

describe("the demo content in Marathi", () => {
  it("covers every row of the types the issue names, and the site settings", () => {
    const missing: string[] = [];
    for (const [key, fields] of Object.entries(MARATHI_FIELDS) as [ContentKey, readonly string[]][]) {
      const rows = rowsOf(key);
      expect(rows.length, `${key} has demo rows`).toBeGreaterThan(0);
      for (const row of rows) {
        for (const field of fields) {
          if (hasValue(row[field]) && !hasValue(row[`${field}Mr`])) missing.push(`${nameOf(key, row)}: ${field}Mr`);
        }
      }
    }
    for (const field of SETTINGS_FIELDS) {
      if (!hasValue((siteSettings as Record<string, unknown>)[`${field}Mr`])) missing.push(`siteSettings: ${field}Mr`);
    }
    expect(missing).toEqual([]);
  });

  it("has the newest notices and news in Marathi", () => {
    const newest = (key: ContentKey, dateField: string) => [...rowsOf(key)].sort((a, b) => String(b[dateField]).localeCompare(String(a[dateField]))).slice(0, 3);
    for (const row of [...newest("notice", "date"), ...newest("gpsNews", "dateOfEvent")]) {
      expect(row.titleMr, String(row.title)).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("writes every Marathi value in Devanagari, of the English value's shape, and never copies the English", () => {
    const all = pairs();
    expect(all.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const { where, english, marathi } of all) {
      if (english === undefined) problems.push(`${where}: no English field of that name`);
      else if (Array.isArray(english) !== Array.isArray(marathi)) problems.push(`${where}: not the English value's shape`);
      else if (Array.isArray(english) && english.length !== (marathi as unknown[]).length)
        problems.push(`${where}: ${english.length} English items, ${(marathi as unknown[]).length} Marathi`);
      const values = Array.isArray(marathi) ? marathi : [marathi];
      const englishValues = Array.isArray(english) ? english : [english];
      values.forEach((value, i) => {
        if (typeof value !== "string" || !/[\u0900-\u097F]/.test(value)) problems.push(`${where}: not Devanagari`);
        else if (value === englishValues[i]) problems.push(`${where}: the English value copied`);
      });
    }
    expect(problems).toEqual([]);
  });

  it("passes the rules of its English field: kind, length, lines", () => {
    const refused = pairs()
      .map(({ where, field, name, marathi }) => {
        if (!field) return `${where}: no field ${name} in the registry`;
        const result = validateValues({ [name]: field }, { [name]: marathi }, "update");
        return result.ok ? undefined : `${where}: ${result.message}`;
      })
      .filter(Boolean);
    expect(refused).toEqual([]);
  });

  it("keeps each page text's Markdown structure and numbers", () => {
    for (const row of rowsOf("pageText")) {
      const [body, bodyMr] = [String(row.body), String(row.bodyMr)];
      expect(skeleton(bodyMr), String(row.key)).toEqual(skeleton(body));
      expect(numbersIn(bodyMr), String(row.key)).toEqual(numbersIn(body));
    }
  });

  it("keeps the numbers of the longer texts: descriptions, the institute's about text", () => {
    for (const row of rowsOf("department")) expect(numbersIn(String(row.descriptionMr)), String(row.slug)).toEqual(numbersIn(String(row.description)));
    expect(numbersIn(siteSettings.aboutMr)).toEqual(numbersIn(siteSettings.about));
  });
});
