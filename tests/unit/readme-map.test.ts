import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readmeFolderMap, readmeLayers, ROOT } from "../support/readme-map.js";

// The README's folder map agrees with the tree: every folder and module of server/src/ and every
// folder of client/src/ is on it, and everything on it exists. Its list of layers is the one the
// import-graph test holds the code to (that test reads it from the README).

const map = readmeFolderMap();
const mapped = new Set(map.map((entry) => entry.path));

/** The entries of a folder as the map names them: "db/" for a folder, "app.ts" for a file. */
function entriesOf(folder: string, withFiles: boolean): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || (withFiles && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")))
    .map((entry) => `${folder}/${entry.name}${entry.isDirectory() ? "/" : ""}`);
}

describe("the README's folder map", () => {
  it("reads the map", () => {
    expect(map.length).toBeGreaterThan(20);
    expect(mapped).toContain("server/src/services/");
  });

  it("names every folder and module of server/src/", () => {
    expect(entriesOf("server/src", true).filter((entry) => !mapped.has(entry))).toEqual([]);
  });

  it("names every folder of client/src/", () => {
    expect(entriesOf("client/src", false).filter((entry) => !mapped.has(entry))).toEqual([]);
  });

  it("names only what exists (generated folders excepted)", () => {
    const missing = map.filter((entry) => !entry.generated && !fs.existsSync(path.join(ROOT, entry.path))).map((entry) => entry.path);
    expect(missing).toEqual([]);
  });

  it("places every server folder and top module in exactly one layer", () => {
    const layered = readmeLayers().flat();
    expect(new Set(layered).size).toBe(layered.length);
    const areas = entriesOf("server/src", true).map((entry) => path.basename(entry).replace(/\/$/, "").replace(/\.ts$/, ""));
    expect([...areas].sort()).toEqual([...layered].sort());
  });
});
