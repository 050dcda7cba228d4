import fs from "node:fs";
import path from "node:path";

// The relative imports between the project's own modules, read from the source text: static
// imports, `import type`, re-exports and dynamic import("..."), since a circle closed by a type
// import is still a circle in the design.

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Folders whose modules are generated, not written (their imports are the generator's). */
const GENERATED = ["client/src/graphql/generated", "client/src/graphql/content-operations"];

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

function sourceFiles(folder: string): string[] {
  return (
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .map((file) => path.posix.join(folder, file.split(path.sep).join("/")))
      // node_modules: bench/lighthouse/ gets its own once `npm run budgets` has run.
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts") && !file.includes("/node_modules/") && !GENERATED.some((g) => file.startsWith(`${g}/`)))
  );
}

/** The module a relative specifier names: "./x.js" may be x.ts or x.tsx. */
function resolve(from: string, specifier: string, known: Set<string>): string | undefined {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const bare = target.replace(/\.(js|jsx|ts|tsx|mjs)$/, "");
  return [`${bare}.ts`, `${bare}.tsx`, `${bare}/index.ts`].find((candidate) => known.has(candidate));
}

/** module -> the modules it imports, for every TypeScript module under `folders`. */
export function importGraph(folders: string[]): Map<string, Set<string>> {
  const files = folders.flatMap(sourceFiles);
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
    const edges = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3]!;
      if (!specifier.startsWith(".")) continue;
      const target = resolve(file, specifier, known);
      if (target && target !== file) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The circles of the graph: each a group of modules that reach each other (Tarjan's algorithm). */
export function importCircles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}
