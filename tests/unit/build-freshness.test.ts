import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isStale, recordSources, sourcesDigest } from "../../scripts/lib/freshness.mjs";

// When npm start builds (scripts/lib/freshness.mjs): not for sources that only got newer times
// (a git checkout, an archive unpacked, a copy without -a), nor in a built tree installed
// without its sources; yes when a source's content changed or the output is missing.

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const HOUR_AGO = new Date(Date.now() - 3600_000);
const SOURCES = ["server", "package.json"];

/** A folder with sources, and an output built from them an hour ago with its digest recorded. */
function builtTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "college-freshness-"));
  folders.push(root);
  fs.mkdirSync(path.join(root, "server"));
  fs.writeFileSync(path.join(root, "server", "main.ts"), "export const a = 1;\n");
  fs.writeFileSync(path.join(root, "package.json"), "{}\n");
  for (const file of ["server/main.ts", "package.json"]) fs.utimesSync(path.join(root, file), HOUR_AGO, HOUR_AGO);
  const digest = sourcesDigest(SOURCES, { root });
  fs.mkdirSync(path.join(root, "dist"));
  fs.writeFileSync(path.join(root, "dist", "main.mjs"), "built\n");
  recordSources("dist/main.mjs", digest, { root });
  return root;
}

const stale = (root: string) => isStale("dist/main.mjs", SOURCES, { root, builtFrom: "server" });

describe("build freshness", () => {
  it("is current after the build, and after a source got only a newer time", () => {
    const root = builtTree();
    expect(stale(root)).toBe(false);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, "server", "main.ts"), later, later);
    expect(stale(root)).toBe(false);
  });

  it("is stale when a source changed, or the output is missing", () => {
    const root = builtTree();
    fs.writeFileSync(path.join(root, "server", "main.ts"), "export const a = 2;\n");
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, "server", "main.ts"), later, later);
    expect(stale(root)).toBe(true);
    fs.rmSync(path.join(root, "dist", "main.mjs"));
    expect(stale(builtTree())).toBe(false);
    expect(isStale("dist/missing.mjs", SOURCES, { root })).toBe(true);
  });

  it("takes a built tree without its sources as built, whatever the times", () => {
    const root = builtTree();
    fs.rmSync(path.join(root, "server"), { recursive: true });
    fs.writeFileSync(path.join(root, "package.json"), '{"changed": true}\n');
    expect(stale(root)).toBe(false);
  });
});
