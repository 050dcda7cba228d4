// What the content registry writes (server/src/content/): the content types' SDL in schema/,
// one committed file per domain (server/src/graphql/content-sdl.ts), and the client's GraphQL
// documents of every content type under client/src/graphql/content-operations/ (git-ignored;
// server/src/graphql/content-operations.ts), with the admin's dashboard query and its modules of
// each type's typed documents. Run by `npm run codegen`, before GraphQL Code Generator (after
// scripts/write-indexes.ts). `npm run check:generated` compares instead of writing.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONTENT_DOMAINS } from "../server/src/content/domains.js";
import { CONTENT_TYPE_LIST } from "../server/src/content/registry.js";
import { contentOperationsDocument } from "../server/src/graphql/content-operations.js";
import { contentDocumentsFiles } from "../client/src/admin/views/content-documents-map.js";
import { dashboardQueryText } from "../client/src/admin/views/dashboard-document.js";
import { domainSdl } from "../server/src/graphql/content-sdl.js";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

for (const domain of CONTENT_DOMAINS) {
  const file = path.join(root, "schema", `${domain.name}.graphql`);
  const text = domainSdl(domain);
  if (readOrEmpty(file) === text) continue;
  writeFileSync(file, text);
  console.log(`Wrote ${path.relative(root, file)} from the registry.`);
}

const operationsDir = path.join(root, "client", "src", "graphql", "content-operations");
rmSync(operationsDir, { recursive: true, force: true });
mkdirSync(operationsDir, { recursive: true });
for (const spec of CONTENT_TYPE_LIST) writeFileSync(path.join(operationsDir, `${spec.key}.graphql`), contentOperationsDocument(spec));
writeFileSync(path.join(operationsDir, "admin-dashboard.graphql"), dashboardQueryText(CONTENT_TYPE_LIST));
for (const [file, text] of Object.entries(contentDocumentsFiles(CONTENT_TYPE_LIST))) writeFileSync(path.join(operationsDir, file), text);
