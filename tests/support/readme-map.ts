import fs from "node:fs";
import path from "node:path";

// The README's folder map and its list of the server's layers, read as data, so that the tests
// hold the README, the layers test and the code to one another (one place: the README).

export const ROOT = path.resolve(import.meta.dirname, "../..");

export function readme(): string {
  return fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
}

/** The text of the section under `heading` (a whole heading line), up to the next heading of any level. */
function section(text: string, heading: string): string {
  const lines = text.split("\n");
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`README.md has no heading "${heading}"`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^#{1,6} /.test(line));
  return (end < 0 ? rest : rest.slice(0, end)).join("\n");
}

/** The "Layers" list, lowest first: each numbered line's `names` (a parenthesis is a remark). */
export function readmeLayers(text = readme()): string[][] {
  return section(text, "### Layers")
    .split("\n")
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => [...line.replace(/\(.*\)/g, "").matchAll(/`([\w.-]+)`/g)].map((match) => match[1]!));
}

export interface MapEntry {
  /** A path from the repository's root, "server/src/content/" for a folder. */
  path: string;
  /** The entry says it is made by a tool, so it need not exist in a fresh checkout. */
  generated: boolean;
}

/**
 * The folder map's entries: a line starting at the margin names a top folder ("server/src/"),
 * an indented line (two spaces) a folder or file inside the last top folder; deeper-indented
 * lines continue a description.
 */
export function readmeFolderMap(text = readme()): MapEntry[] {
  const block = /```\n([\s\S]*?)```/.exec(section(text, "## Folder map"))?.[1];
  if (!block) throw new Error("README.md's folder map has no code block");
  const entries: MapEntry[] = [];
  let top = "";
  for (const line of block.split("\n")) {
    const name = /^( {0,2})(\S+)/.exec(line);
    if (!name) continue;
    const generated = /\(generated/.test(line);
    if (name[1] === "") {
      top = name[2]!;
      entries.push({ path: top, generated });
    } else {
      entries.push({ path: `${top}${name[2]}`, generated });
    }
  }
  return entries;
}
