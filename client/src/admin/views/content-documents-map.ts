import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { operationDocumentNames } from "../../../../server/src/graphql/content-operations.js";

// The module `npm run codegen` writes beside the content types' operations
// (content-operations/content-documents.ts, git-ignored): each registry key with the typed list,
// create, update and delete documents GraphQL Code Generator makes of that type's operations.
// It is written, not kept by hand, so a new type reaches the panel's views without a new line.

export function contentDocumentsMapText(types: readonly ContentTypeSpec[]): string {
  const entries = types.map((spec) => {
    const names = operationDocumentNames(spec);
    const [list, create, update, remove] = [names.list, names.create, names.update, names.delete].map((name) => `${name}Document`);
    return { key: spec.key, documents: { list, create, update, remove } };
  });
  const imported = entries.flatMap((entry) => Object.values(entry.documents));
  const lines = entries.map(({ key, documents: d }) => `  ${key}: { list: ${d.list}, create: ${d.create}, update: ${d.update}, remove: ${d.remove} },`);
  return (
    "// Written from the registry by `npm run codegen`: do not edit.\n" +
    `import {\n${imported.map((name) => `  ${name},`).join("\n")}\n} from "../generated/graphql.js";\n\n` +
    "/** Every content type's typed list, create, update and delete documents, by registry key. */\n" +
    `export const CONTENT_DOCUMENTS = {\n${lines.join("\n")}\n} as const;\n`
  );
}
