import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource, runMigrations, type DatabaseConfig } from "../../server/src/db/data-source.js";
import { reviewNotes, schemaSteps } from "../../server/src/db/schema/diff.js";
import { entitySnapshot } from "../../server/src/db/schema/from-entities.js";
import { migrationFile } from "../../server/src/db/schema/migration-source.js";
import { readSnapshot, type SchemaSnapshot } from "../../server/src/db/schema/snapshot.js";
import { liveSchema, spelledSchema } from "../support/live-schema.js";
import { createTestDatabase, postgresAvailable, testDatabaseBaseUrl } from "../support/postgres.js";

// What `npm run migration` writes: nothing while the registry matches the snapshot, and for a
// change, a migration whose up makes the new snapshot's schema and whose down the old one's, on
// SQLite and PostgreSQL. The change tried is the kind fields make: a column added, one
// lengthened, one dropped, an index, and a new table that refers to an existing one.

const root = path.resolve(import.meta.dirname, "../..");

function changed(before: SchemaSnapshot): SchemaSnapshot {
  const after = structuredClone(before);
  const holiday = after.tables.holiday!;
  holiday.columns.region = { type: "varchar", length: 100, nullable: true };
  holiday.columns.title = { ...holiday.columns.title!, length: 300 };
  delete holiday.columns.circular_pdf;
  holiday.indices.idx_holiday_date = { columns: ["date"], unique: false };
  after.tables.holiday_note = {
    columns: {
      sno: { type: "integer", nullable: false, primary: true, generated: "increment" },
      holiday_sno: { type: "integer", nullable: false },
      note: { type: "text", nullable: false },
      reviewed: { type: "boolean", nullable: false, default: "false" },
      created_at: { type: "timestamp", nullable: false, default: "now" },
    },
    indices: { idx_holiday_note_holiday_sno: { columns: ["holiday_sno"], unique: false } },
    foreignKeys: {
      fk_holiday_note_holiday_sno: { columns: ["holiday_sno"], referencedTable: "holiday", referencedColumns: ["sno"], onDelete: "CASCADE" },
    },
  };
  return after;
}

describe("the migration writer", () => {
  it("finds nothing to do while the registry matches the committed snapshot", async () => {
    expect(schemaSteps(readSnapshot(), await entitySnapshot())).toEqual([]);
  });

  it("finds nothing to do when only the order of a column's keys differs", () => {
    const before = readSnapshot();
    const reordered = structuredClone(before);
    const title = reordered.tables.holiday!.columns.title!;
    reordered.tables.holiday!.columns.title = { nullable: title.nullable, length: title.length, type: title.type };
    expect(schemaSteps(before, reordered)).toEqual([]);
  });

  it("asks a reviewer to look at a dropped column and a required column without a default", () => {
    const before = readSnapshot();
    const after = changed(before);
    after.tables.holiday!.columns.weekday = { type: "varchar", length: 20, nullable: false };
    const notes = reviewNotes(schemaSteps(before, after)).join("\n");
    expect(notes).toContain("holiday.circular_pdf is dropped with its values");
    expect(notes).toContain("holiday.weekday is required and has no default");
  });
});

function writerSuite(open: () => Promise<{ config: DatabaseConfig; cleanup(): Promise<void> }>) {
  return () => {
    let ds: DataSource;
    let cleanup: () => Promise<void> = async () => undefined;
    const folder = path.join(root, "test-results", `migration-writer-${process.pid}-${Math.random().toString(36).slice(2)}`);

    beforeAll(async () => {
      const opened = await open();
      cleanup = opened.cleanup;
      ds = createDataSource(opened.config);
      await ds.initialize();
      await runMigrations(ds);
      // Inside the repository, so that the written file's `import "typeorm"` resolves.
      fs.mkdirSync(folder, { recursive: true });
    });
    afterAll(async () => {
      await ds?.destroy();
      await cleanup();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    it("writes a migration whose up makes the new schema and whose down the old one", async () => {
      const before = readSnapshot();
      const after = changed(before);
      const written = migrationFile("try-field-changes", schemaSteps(before, after), [], 1900000000000);
      fs.writeFileSync(path.join(folder, written.fileName), written.source);
      const module = (await import(path.join(folder, written.fileName))) as Record<string, new () => { up(q: unknown): Promise<void>; down(q: unknown): Promise<void> }>;
      const migration = new module[written.className]!();

      const runner = ds.createQueryRunner();
      try {
        await runner.query("INSERT INTO holiday (date, title) VALUES ('2026-01-26', 'Republic Day')");
        await migration.up(runner);
        expect(await liveSchema(ds)).toEqual(spelledSchema(after, ds));
        expect(await runner.query("SELECT title, region FROM holiday")).toEqual([{ title: "Republic Day", region: null }]);
        await migration.down(runner);
        expect(await liveSchema(ds)).toEqual(spelledSchema(before, ds));
        expect(await runner.query("SELECT title, circular_pdf FROM holiday")).toEqual([{ title: "Republic Day", circular_pdf: null }]);
      } finally {
        await runner.release();
      }
    });
  };
}

describe(
  "a written migration on SQLite",
  writerSuite(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-migration-writer-"));
    const config: DatabaseConfig = { isPostgres: false, DATABASE_URL: undefined, dataDir, sqlitePath: path.join(dataDir, "college.sqlite") };
    return { config, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }),
);

const postgresUrl = testDatabaseBaseUrl();
const postgresUp = await postgresAvailable(postgresUrl);
describe.skipIf(!postgresUp && !process.env.TEST_DATABASE_URL)(
  postgresUp ? "a written migration on PostgreSQL" : `a written migration on PostgreSQL (SKIPPED: no PostgreSQL server answers at ${postgresUrl})`,
  writerSuite(async () => {
    const database = await createTestDatabase(postgresUrl);
    const config: DatabaseConfig = { isPostgres: true, DATABASE_URL: database.url, dataDir: os.tmpdir(), sqlitePath: "" };
    return { config, cleanup: () => database.drop() };
  }),
);
