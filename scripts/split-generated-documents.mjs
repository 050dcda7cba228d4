// Run by GraphQL Code Generator after it writes client/src/graphql/generated/ (codegen.ts):
// moves each typed document out of graphql.ts into documents/<Name>.ts and leaves a
// re-export in its place. Imports stay as they are, but the bundler now puts each document in
// the chunk of the page that uses it: with one shared module, every page's document would land
// in the first download, because the layout imports that module too.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const GENERATED = path.resolve("client/src/graphql/generated");
const MODULE = path.join(GENERATED, "graphql.ts");
const DOCUMENTS = path.join(GENERATED, "documents");
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<(.*)>;$/;

const source = readFileSync(MODULE, "utf8");
rmSync(DOCUMENTS, { recursive: true, force: true });
mkdirSync(DOCUMENTS, { recursive: true });

let moved = 0;
const lines = source.split("\n").map((line) => {
  const match = DOCUMENT_LINE.exec(line);
  if (!match) return line;
  const [, name, ast, typeArguments] = match;
  const typeNames = [...new Set(typeArguments.match(/\b[A-Z]\w*/g) ?? [])];
  const typeImport = typeNames.length > 0 ? `import type { ${typeNames.join(", ")} } from "../graphql.js";\n` : "";
  writeFileSync(
    path.join(DOCUMENTS, `${name}.ts`),
    `/* eslint-disable */\nimport type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";\n${typeImport}` +
      `export const ${name} = ${ast} as unknown as DocumentNode<${typeArguments}>;\n`,
  );
  moved += 1;
  return `export { ${name} } from "./documents/${name}.js";`;
});
if (moved === 0) throw new Error(`No typed document found in ${MODULE}: has the codegen output changed shape?`);
writeFileSync(MODULE, lines.join("\n"));
