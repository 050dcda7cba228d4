import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { operationDocumentNames } from "../../../../server/src/graphql/content-operations.js";

// The modules `npm run codegen` writes beside the content types' operations
// (client/src/graphql/content-operations/, git-ignored): for each type, `<key>-documents.ts` with
// the typed list, single, create, update and delete documents GraphQL Code Generator makes of that type's
// operations; and `content-documents.ts`, which loads them by registry key. Written, not kept by
// hand, so a new type reaches the panel's views without a new line; loaded per type, so the admin
// chunk carries no type's documents until a view of that type opens.

const HEADER = "// Written from the registry by `npm run codegen`: do not edit.\n";

function typeModule(spec: ContentTypeSpec): string {
  const names = operationDocumentNames(spec);
  const exported = { list: names.list, single: names.single, create: names.create, update: names.update, remove: names.delete };
  const lines = Object.entries(exported).map(([as, name]) => `  ${name}Document as ${as},`);
  return `${HEADER}export {\n${lines.join("\n")}\n} from "../generated/graphql.js";\n`;
}

/** File name -> text of every module to write. */
export function contentDocumentsFiles(types: readonly ContentTypeSpec[]): Record<string, string> {
  const loaders = types.map((spec) => `  ${spec.key}: () => import("./${spec.key}-documents.js"),`);
  const map =
    HEADER +
    "/** Each content type's typed list, single, create, update and delete documents, loaded by registry key. */\n" +
    `export const CONTENT_DOCUMENTS = {\n${loaders.join("\n")}\n} as const;\n`;
  return {
    "content-documents.ts": map,
    ...Object.fromEntries(types.map((spec) => [`${spec.key}-documents.ts`, typeModule(spec)])),
  };
}
