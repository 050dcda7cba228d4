import type { CodegenConfig } from "@graphql-codegen/cli";

// Typed documents for the client: every operation in client/src/**/*.graphql becomes a
// TypedDocumentNode that Apollo Client's hooks accept with full types. `npm run codegen`
// regenerates client/src/graphql/generated/ (git-ignored, never edited by hand), then
// scripts/split-generated-documents.mjs gives each document its own module.
const config: CodegenConfig = {
  schema: "schema/**/*.graphql",
  documents: ["client/src/**/*.graphql"],
  ignoreNoDocuments: false,
  // One module per document, so each page's chunk carries only its own (see the script).
  hooks: { afterAllFileWrite: ["node scripts/split-generated-documents.mjs"] },
  generates: {
    "client/src/graphql/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        // Enums as unions of string literals ("enumsAsTypes"): no runtime enum objects.
        enumType: "string-literal",
        // A scalar added to the schema without a mapping here is typed `unknown`, not `any`.
        defaultScalarType: "unknown",
        scalars: {
          Upload: "File",
          DateTime: "string",
          Date: "string",
        },
      },
    },
  },
};

export default config;
