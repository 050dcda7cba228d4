import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SETTING_NAMES } from "../../server/src/config.js";
import { loadSettingsFile } from "../../server/src/settings-file.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const folder = mkdtempSync(path.join(os.tmpdir(), "settings-file-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The names .env.example shows as `NAME=` lines, commented out or not. */
function exampleNames(): string[] {
  const text = readFileSync(path.join(ROOT, ".env.example"), "utf8");
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
}

// Read by npm start's supervisor (scripts/start.mjs, scripts/lib/build.mjs), not by the server's config.
const READ_BY_START = ["SERVER_HEAP_MB"];

describe(".env.example", () => {
  it("names every setting the server reads, and nothing it does not", () => {
    const names = exampleNames();
    expect(SETTING_NAMES.filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !SETTING_NAMES.includes(name) && !READ_BY_START.includes(name))).toEqual([]);
  });
});

describe("loadSettingsFile", () => {
  it("reads .env from the folder, and a setting already in the environment wins", () => {
    writeFileSync(path.join(folder, ".env"), "COLLEGE_TEST_FROM_FILE=file\nCOLLEGE_TEST_BOTH=file\n");
    process.env.COLLEGE_TEST_BOTH = "environment";
    try {
      expect(loadSettingsFile({}, folder)).toBe(path.join(folder, ".env"));
      expect(process.env.COLLEGE_TEST_FROM_FILE).toBe("file");
      expect(process.env.COLLEGE_TEST_BOTH).toBe("environment");
    } finally {
      delete process.env.COLLEGE_TEST_FROM_FILE;
      delete process.env.COLLEGE_TEST_BOTH;
    }
  });

  it("is optional by default, but a file ENV_FILE names must exist", () => {
    const empty = mkdtempSync(path.join(folder, "empty-"));
    expect(loadSettingsFile({}, empty)).toBeUndefined();
    expect(() => loadSettingsFile({ ENV_FILE: "missing.env" }, empty)).toThrow(/ENV_FILE names .*missing\.env, which does not exist/);
  });
});
