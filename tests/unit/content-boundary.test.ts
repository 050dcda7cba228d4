import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// server/src/content is plain data plus zod, so that the client's forms import the very same
// field descriptions and rules the server validates with: nothing outside the folder but zod
// and the server's words (server/src/messages), which are plain data too and import only
// content/ and themselves.

const contentDir = path.resolve(import.meta.dirname, "../../server/src/content");
const messagesDir = path.resolve(import.meta.dirname, "../../server/src/messages");

/** The imports of `file` that leave the folders in `allowed` (zod aside). */
function importsOutside(file: string, allowed: string[]): string[] {
  const outside: string[] = [];
  for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2]!;
    if (specifier === "zod") continue;
    const target = path.resolve(path.dirname(file), specifier);
    const inside = specifier.startsWith(".") && allowed.some((dir) => target.startsWith(dir + path.sep));
    if (!inside) outside.push(specifier);
  }
  return outside;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

describe("server/src/content", () => {
  const files = sourceFiles(contentDir);

  it("has the registry and the field kinds", () => {
    expect(files.map((f) => path.relative(contentDir, f))).toEqual(expect.arrayContaining(["registry.ts", "define.ts", "kinds/index.ts"]));
  });

  it.each(files.map((file) => [path.relative(contentDir, file), file]))("%s imports only zod, content/ and messages/", (_name, file) => {
    expect(importsOutside(file, [contentDir, messagesDir])).toEqual([]);
  });
});

describe("server/src/messages", () => {
  it.each(sourceFiles(messagesDir).map((file) => [path.relative(messagesDir, file), file]))("%s imports only content/ and messages/", (_name, file) => {
    expect(importsOutside(file, [contentDir, messagesDir])).toEqual([]);
  });
});
