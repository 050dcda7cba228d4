import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every relative link of the README and the guides leads somewhere: the file exists, and a
// "#part" names a heading of it (as GitHub makes heading anchors), so moving a section between
// files cannot leave a reader at a dead link.

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOCUMENTS = [
  "README.md",
  "deploy/README.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks. */
function outsideFences(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "");
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(text: string): string {
  return outsideFences(text).replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchors for a file's headings: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of outsideFences(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Each relative link of a document: [text](target) outside code, not a URL with a scheme. */
function relativeLinks(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe("links in the README and docs/", () => {
  it("finds the documents and their links", () => {
    expect(DOCUMENTS).toContain("docs/operating.md");
    expect(relativeLinks(fs.readFileSync(path.join(ROOT, "README.md"), "utf8")).length).toBeGreaterThan(5);
  });

  it("makes GitHub's anchors", () => {
    expect([...headingAnchors("# Adding a field\n## The old `connection.php` client\n## Notes\n## Notes\n")]).toEqual([
      "adding-a-field",
      "the-old-connectionphp-client",
      "notes",
      "notes-1",
    ]);
  });

  it.each(DOCUMENTS)("%s links only to files and headings that exist", (document) => {
    const text = fs.readFileSync(path.join(ROOT, document), "utf8");
    const broken = relativeLinks(text).filter((target) => {
      const [file, anchor] = target.split("#") as [string, string | undefined];
      const resolved = file === "" ? path.join(ROOT, document) : path.resolve(path.dirname(path.join(ROOT, document)), decodeURI(file));
      if (!fs.existsSync(resolved)) return true;
      if (anchor === undefined || fs.statSync(resolved).isDirectory() || !resolved.endsWith(".md")) return false;
      return !headingAnchors(fs.readFileSync(resolved, "utf8")).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
