// npm run check:generated (the first step of npm test): what the registry and the folders
// generate must match the committed files BEFORE anything regenerates them, so a forgotten
// commit fails here. Checks the folder indexes, the content types' SDL in schema/ and that the
// migrations cover the registry (the schema snapshot). Each problem names the command that
// fixes it; nothing is written.
import { readFileSync } from "node:fs";
import path from "node:path";
import { generatedIndexes, staleFiles } from "./lib/generated-indexes.js";

const root = path.resolve(import.meta.dirname, "..");
const problems: string[] = [];

try {
  for (const { file } of staleFiles(await generatedIndexes())) problems.push(`${file} is out of date: run npm run codegen and commit it.`);
} catch (error) {
  problems.push(`The folder indexes cannot be written: ${(error as Error).message}`);
}

const readOrEmpty = (file: string) => {
  try {
    return readFileSync(path.join(root, file), "utf8");
  } catch {
    return "";
  }
};

try {
  const { CONTENT_DOMAINS } = await import("../server/src/content/domains.js");
  const { domainSdl } = await import("../server/src/graphql/content-sdl.js");
  for (const domain of CONTENT_DOMAINS) {
    const file = `schema/${domain.name}.graphql`;
    if (readOrEmpty(file) !== domainSdl(domain)) problems.push(`${file} is out of date: run npm run codegen and commit it.`);
  }
  const { settingsSdl } = await import("../server/src/graphql/settings-sdl.js");
  if (readOrEmpty("schema/settings.graphql") !== settingsSdl()) problems.push("schema/settings.graphql is out of date: run npm run codegen and commit it.");

  const { entitySnapshot } = await import("../server/src/db/schema/from-entities.js");
  const { readSnapshot } = await import("../server/src/db/schema/snapshot.js");
  const { schemaSteps } = await import("../server/src/db/schema/diff.js");
  const steps = schemaSteps(readSnapshot(), await entitySnapshot());
  if (steps.length > 0) {
    const tables = [...new Set(steps.map((step) => step.table))].join(", ");
    problems.push(
      `The registry has changes no migration covers (${tables}): run npm run migration -- <a-few-words>, review the migration and commit it with the snapshot.`,
    );
  }
} catch (error) {
  problems.push(`The registry cannot be read: ${(error as Error).message}`);
}

if (problems.length > 0) {
  console.error("Generated files differ from what they are generated from:");
  for (const problem of problems) console.error(`- ${problem}`);
  process.exit(1);
}
console.log("Generated files match: folder indexes, schema/ and the migrations' schema snapshot.");
