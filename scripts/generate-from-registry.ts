// What the content registry writes (server/src/content/), run by `npm run codegen` before GraphQL
// Code Generator (after scripts/write-indexes.ts); `npm run check:generated` compares instead:
// - the SDL in schema/: one committed file per domain of content types (graphql/content-sdl.ts)
//   and the site settings' (graphql/settings-sdl.ts);
// - the client's GraphQL documents under client/src/graphql/content-operations/ (git-ignored;
//   graphql/content-operations.ts): every content type's, the admin's dashboard query, the Site
//   Settings form's, and the modules of each type's typed documents.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONTENT_DOMAINS } from "../server/src/content/domains.js";
import { CONTENT_TYPE_LIST } from "../server/src/content/registry.js";
import { contentOperationsDocument, siteSettingsDocument } from "../server/src/graphql/content-operations.js";
import { SITE_SETTINGS_FIELDS } from "../server/src/content/site-settings.js";
import { contentDocumentsFiles } from "../client/src/admin/views/content-documents-map.js";
import { dashboardQueryText } from "../client/src/admin/views/dashboard-document.js";
import { domainSdl } from "../server/src/graphql/content-sdl.js";
import { settingsSdl } from "../server/src/graphql/settings-sdl.js";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

const registrySdl: [name: string, text: string][] = [
  ...CONTENT_DOMAINS.map((domain) => [domain.name, domainSdl(domain)] as [string, string]),
  ["settings", settingsSdl()],
];
for (const [name, text] of registrySdl) {
  const file = path.join(root, "schema", `${name}.graphql`);
  if (readOrEmpty(file) === text) continue;
  writeFileSync(file, text);
  console.log(`Wrote ${path.relative(root, file)} from the registry.`);
}

const operationsDir = path.join(root, "client", "src", "graphql", "content-operations");
rmSync(operationsDir, { recursive: true, force: true });
mkdirSync(operationsDir, { recursive: true });
for (const spec of CONTENT_TYPE_LIST) writeFileSync(path.join(operationsDir, `${spec.key}.graphql`), contentOperationsDocument(spec));
writeFileSync(path.join(operationsDir, "admin-dashboard.graphql"), dashboardQueryText(CONTENT_TYPE_LIST));
writeFileSync(path.join(operationsDir, "admin-site-settings.graphql"), siteSettingsDocument(SITE_SETTINGS_FIELDS));
for (const [file, text] of Object.entries(contentDocumentsFiles(CONTENT_TYPE_LIST))) writeFileSync(path.join(operationsDir, file), text);
