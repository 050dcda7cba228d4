// npm run migration -- <name>: compares the registry and the entities with the schema snapshot
// the last migration left (server/src/db/migrations/schema-snapshot.json) and writes the
// migration that closes the gap, the new snapshot and the migrations' index. Review the
// migration, then commit the three. With nothing to close it says so and writes nothing.
//
// npm run migration -- --snapshot-only: records the registry's schema as the snapshot without
// writing a migration, after a migration written by hand (a data change, a new primary key).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { generatedIndexes, MIGRATIONS_FOLDER, writeGenerated } from "./lib/generated-indexes.js";

const args = process.argv.slice(2);
const snapshotOnly = args.includes("--snapshot-only");

// Type files added or removed since the last codegen must be in the registry this reads.
for (const file of writeGenerated(await generatedIndexes())) console.log(`Wrote ${file} from the files beside it.`);

const { entitySnapshot } = await import("../server/src/db/schema/from-entities.js");
const { readSnapshot, snapshotText, SNAPSHOT_FILE } = await import("../server/src/db/schema/snapshot.js");
const { reviewNotes, schemaSteps, UnsupportedChange } = await import("../server/src/db/schema/diff.js");
const { checkMigrationName, migrationFile } = await import("../server/src/db/schema/migration-source.js");

const root = path.resolve(import.meta.dirname, "..");
const relative = (file: string) => path.relative(root, file);
const wanted = await entitySnapshot();

if (snapshotOnly) {
  writeFileSync(SNAPSHOT_FILE, snapshotText(wanted));
  console.log(`Wrote ${relative(SNAPSHOT_FILE)}: the registry's schema, with no migration. Commit it with your hand-written migration.`);
  process.exit(0);
}

try {
  const name = checkMigrationName(args.find((arg) => !arg.startsWith("-")));
  const steps = schemaSteps(readSnapshot(), wanted);
  if (steps.length === 0) {
    console.log("Nothing to do: the migrations already make the schema the registry describes. No file written.");
    process.exit(0);
  }
  const notes = reviewNotes(steps);
  const migration = migrationFile(name, steps, notes);
  const file = path.join(root, MIGRATIONS_FOLDER, migration.fileName);
  writeFileSync(file, migration.source);
  writeFileSync(SNAPSHOT_FILE, snapshotText(wanted));
  writeGenerated(await generatedIndexes());
  console.log(`Wrote ${relative(file)} (${steps.length} step${steps.length === 1 ? "" : "s"}), ${relative(SNAPSHOT_FILE)} and ${MIGRATIONS_FOLDER}/index.ts.`);
  for (const note of notes) console.log(`Review: ${note}`);
  console.log("Read the migration, run its test (npx vitest run --project unit tests/unit/db-schema.test.ts), then commit it with the snapshot and the indexes.");
} catch (error) {
  if (error instanceof UnsupportedChange || (error instanceof Error && error.message.startsWith("Name the migration"))) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
