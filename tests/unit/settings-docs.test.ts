import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTING_NAMES } from "../../server/src/config.js";

// The operator's guide explains every setting the server reads, and only those: its table in
// docs/operating.md names the same settings as server/src/config.ts (and npm start's own).

const ROOT = path.resolve(import.meta.dirname, "../..");

// Read by npm start's supervisor (scripts/start.mjs), not by the server's config.
const READ_BY_START = ["SERVER_HEAP_MB"];

/** The settings a row of the table names in its first cell: `NAME`, or `A`, `B` for a pair. */
function documentedSettings(): string[] {
  const text = readFileSync(path.join(ROOT, "docs/operating.md"), "utf8");
  return text
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!));
}

describe("the settings table of docs/operating.md", () => {
  it("names every setting the server reads, and nothing it does not", () => {
    const documented = documentedSettings();
    expect(documented.length).toBeGreaterThan(30);
    expect([...SETTING_NAMES, ...READ_BY_START].filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !SETTING_NAMES.includes(name) && !READ_BY_START.includes(name))).toEqual([]);
  });
});
