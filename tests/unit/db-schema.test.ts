import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_SYSTEM_FIELDS, type FieldKind, type FieldSpec } from "../../server/src/content/define.js";
import { CONTENT_TYPES, type ContentKey } from "../../server/src/content/registry.js";
import { SITE_SETTINGS_FIELDS } from "../../server/src/content/site-settings.js";
import { FIELD_KINDS } from "../../server/src/content/kinds/index.js";
import { createDataSource, runMigrations, type DatabaseConfig } from "../../server/src/db/data-source.js";
import { MIGRATIONS } from "../../server/src/db/migrations/index.js";
import { ALL_ENTITIES, AdminAccount, AdminSession, CONTENT_ENTITIES, MEMBER_ENTITIES, SiteSettings } from "../../server/src/db/entities/index.js";

const Committee = CONTENT_ENTITIES.committee;
const CommitteeMember = MEMBER_ENTITIES.committee!;
const Department = CONTENT_ENTITIES.department;
const Event = CONTENT_ENTITIES.event;
import { readSnapshot } from "../../server/src/db/schema/snapshot.js";
import { liveSchema, spelledSchema } from "../support/live-schema.js";
import { createTestDatabase, postgresAvailable, testDatabaseBaseUrl } from "../support/postgres.js";

const fieldsOf = (spec: { fields: object }) => Object.entries(spec.fields as Record<string, FieldSpec>);
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column type each field kind is stored as (before the driver's own spelling). */
const EXPECTED_TYPE: Record<Exclude<FieldKind, "members">, string> = {
  text: "varchar",
  email: "varchar",
  phone: "varchar",
  url: "varchar",
  department: "varchar",
  session: "varchar",
  select: "varchar",
  aadhaar: "varchar",
  pdf: "varchar",
  image: "varchar",
  longText: "text",
  markdown: "text",
  textList: "text",
  number: "integer",
  semester: "integer",
  boolean: "boolean",
  date: "date",
  // Moments are "datetime" on SQLite (this test's database) and "timestamp with time zone" on PostgreSQL.
  dateTime: "datetime",
};

function sqliteConfig(): DatabaseConfig & { cleanup(): void } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-db-test-"));
  return {
    isPostgres: false,
    DATABASE_URL: undefined,
    dataDir,
    sqlitePath: path.join(dataDir, "college.sqlite"),
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe("entities agree with the content registry", () => {
  const config = sqliteConfig();
  let ds: DataSource;

  beforeAll(async () => {
    ds = createDataSource(config);
    await ds.initialize(); // builds the metadata; no tables needed here
  });
  afterAll(async () => {
    await ds?.destroy();
    config.cleanup();
  });

  const types = Object.entries(CONTENT_TYPES) as [ContentKey, (typeof CONTENT_TYPES)[ContentKey]][];

  it.each(types)("%s: table, entity and one column per field", (key, spec) => {
    const entity = CONTENT_ENTITIES[key];
    expect(entity, `CONTENT_ENTITIES.${key}`).toBeDefined();
    const metadata = ds.getMetadata(entity);
    expect(metadata.tableName).toBe(spec.table);
    expect(entity.options.name).toBe(spec.graphql.type);

    const fields = fieldsOf(spec).filter(([, f]) => f.kind !== "members");
    for (const [name, field] of fields) {
      const column = metadata.findColumnWithPropertyName(name);
      expect(column, `${key}.${name} has no column`).toBeDefined();
      const where = `${key}.${name} (${field.kind})`;
      expect(column!.databaseName, where).toBe(snakeCase(name));
      expect(column!.type, where).toBe(EXPECTED_TYPE[field.kind as keyof typeof EXPECTED_TYPE]);
      expect(column!.isNullable, where).toBe(field.kind === "boolean" ? false : !field.required);
      const indexed = metadata.indices.filter((i) => i.columns.includes(column!));
      if (field.unique)
        expect(
          indexed.some((i) => i.isUnique),
          `${where} unique index`,
        ).toBe(true);
      if (field.kind === "department" || field.kind === "session") {
        expect(indexed.length, `${where} index`).toBeGreaterThan(0);
      }
    }

    // A sealed field (personal data encrypted at rest) has its lookup hash beside it, indexed.
    const hashes = fields.filter(([, field]) => FIELD_KINDS[field.kind].sealed).map(([name]) => `${name}Hash`);
    for (const hash of hashes) {
      const column = metadata.findColumnWithPropertyName(hash)!;
      expect(column.databaseName).toBe(snakeCase(hash));
      expect(
        metadata.indices.some((i) => i.columns.includes(column)),
        `${key}.${hash} index`,
      ).toBe(true);
    }
    const system = SERVICE_SYSTEM_FIELDS.map((field) => field.name);
    const expected = new Set(["id", "createdAt", "updatedAt", ...fields.map(([name]) => name), ...hashes, ...system]);
    const extra = metadata.columns.map((c) => c.propertyName).filter((p) => !expected.has(p));
    expect(extra, `${key} has columns the registry does not know`).toEqual([]);
    expect(metadata.findColumnWithPropertyName("id")!.databaseName).toBe("sno");
  });

  it("stores committee members in committee_member, removed with their committee", () => {
    const withMembers = types.filter(([, spec]) => fieldsOf(spec).some(([, f]) => f.kind === "members"));
    expect(withMembers.map(([key]) => key)).toEqual(["committee"]);
    const metadata = ds.getMetadata(CommitteeMember);
    expect(metadata.tableName).toBe("committee_member");
    const relation = metadata.findRelationWithPropertyPath("parent")!;
    expect(relation.inverseEntityMetadata.tableName).toBe("committee");
    expect(relation.onDelete).toBe("CASCADE");
    expect(metadata.findColumnWithPropertyName("parentId")!.databaseName).toBe("committee_sno");
    expect(Object.keys(MEMBER_ENTITIES)).toEqual(["committee"]);
  });

  it("has a nullable site_settings column per settings field", () => {
    const metadata = ds.getMetadata(SiteSettings);
    for (const name of Object.keys(SITE_SETTINGS_FIELDS)) {
      const column = metadata.findColumnWithPropertyName(name);
      expect(column, `SiteSettings.${name}`).toBeDefined();
      expect(column!.isNullable, `SiteSettings.${name}`).toBe(true);
    }
  });

  it("lists every entity once", () => {
    expect(new Set(ALL_ENTITIES).size).toBe(ALL_ENTITIES.length);
    expect(ALL_ENTITIES).toEqual(expect.arrayContaining(Object.values(CONTENT_ENTITIES)));
    // Beyond the content types: committee members, site settings, accounts, sessions, second
    // factors, password-reset links, sign-in attempts, the content version and each source's number, the public-form quota, stored pictures' sizes,
    // stored files' original names, webhooks and their deliveries, API tokens, revisions, changes waiting for approval and the audit log, the jobs' leases,
    // the search index's entries and queue, the text read from PDFs, and the broken links found.
    expect(ALL_ENTITIES.length).toBe(Object.keys(CONTENT_TYPES).length + 23);
  });
});

/** Undoes the newest migrations until the one named has been undone too. */
async function undoThrough(ds: DataSource, name: string): Promise<void> {
  const executed = async () => ((await ds.query("SELECT name FROM migrations")) as { name: string }[]).map((row) => row.name);
  expect(await executed(), `${name} has run`).toContain(name);
  while ((await executed()).includes(name)) await ds.undoLastMigration({ transaction: "each" });
}

/** Schema changes TypeORM would make to turn the database into the entities: none expected. */
async function pendingSchemaChanges(ds: DataSource): Promise<string[]> {
  const log = await ds.driver.createSchemaBuilder().log();
  return log.upQueries.map((q) => q.query);
}

function migrationsSuite(open: () => Promise<{ config: DatabaseConfig; cleanup(): Promise<void> }>) {
  return () => {
    let ds: DataSource;
    let cleanup: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const opened = await open();
      cleanup = opened.cleanup;
      ds = createDataSource(opened.config);
      await ds.initialize();
    });
    afterAll(async () => {
      await ds?.destroy();
      await cleanup();
    });

    it("migrates a fresh database to exactly the entities' schema", async () => {
      const ran = await runMigrations(ds);
      // Every migration listed in migrations/index.ts runs, in its order.
      expect(ran.map((m) => m.name)).toEqual(MIGRATIONS.map((Migration) => new Migration().name));
      expect(ran[0]!.name).toBe("InitialSchema1763900000000");
      expect(await pendingSchemaChanges(ds)).toEqual([]);
    });

    it("makes exactly the tables, columns, indices and keys of the committed schema snapshot", async () => {
      // The snapshot is what `npm run migration` compares the registry with: if the migrations made
      // anything else, the next generated migration would start from a wrong picture.
      expect(await liveSchema(ds), "The migrations and migrations/schema-snapshot.json disagree.").toEqual(spelledSchema(readSnapshot(), ds));
    });

    it("keeps an older database's rows when pictures gain their description columns (empty until written)", async () => {
      await undoThrough(ds, "PictureDescriptions1765000000000");
      await ds.query(
        "INSERT INTO faculty_staff (name, designation, qualification, experience, contact, department, email, photo_image) " +
          "VALUES ('Ms. Older Row', 'Lecturer', 'M.E.', 5, '9876500000', 'computer', 'older@college.example', 'faculty-staff/older.png')",
      );
      await runMigrations(ds);
      const rows = (await ds.query("SELECT name, photo_image, photo_image_alt_text FROM faculty_staff WHERE name = 'Ms. Older Row'")) as Record<string, unknown>[];
      expect(rows).toEqual([{ name: "Ms. Older Row", photo_image: "faculty-staff/older.png", photo_image_alt_text: null }]);
      expect(await pendingSchemaChanges(ds)).toEqual([]);
      await ds.query("DELETE FROM faculty_staff");
    });

    it("keeps an older database's admission confirmations when the Aadhaar lookup hash arrives (sealed by the server at start)", async () => {
      await undoThrough(ds, "SealedPersonalData1765100000000");
      await ds.query(
        "INSERT INTO admission_confirmation (enrollment, aadhaar_number, name, gender, phone, admission_year) " +
          "VALUES ('2300000009', '123456789010', 'Older Student', 'Female', '9876500000', '1st')",
      );
      await runMigrations(ds);
      const rows = (await ds.query("SELECT name, aadhaar_number, aadhaar_number_hash FROM admission_confirmation")) as Record<string, unknown>[];
      expect(rows).toEqual([{ name: "Older Student", aadhaar_number: "123456789010", aadhaar_number_hash: null }]);
      expect(await pendingSchemaChanges(ds)).toEqual([]);
      await ds.query("DELETE FROM admission_confirmation");
    });

    it("round-trips text lists, dates, booleans and timestamps", async () => {
      const mission = ["Educate with care", 'Serve the region, "quoted" and ünïcode'];
      const saved = await ds.getRepository(Department).save({
        slug: "computer",
        name: "Computer Technology",
        nbaAccredited: true,
        mission: JSON.stringify(mission),
      });
      const department = await ds.getRepository(Department).findOneByOrFail({ id: saved.id });
      expect(JSON.parse(department.mission as string)).toEqual(mission);
      expect(department.nbaAccredited).toBe(true);
      expect(department.isTeachingBranch).toBe(false);
      expect(department.peos).toBeNull();
      expect(department.createdAt).toBeInstanceOf(Date);

      await ds.getRepository(Event).insert({
        session: "2025-2026",
        department: "computer",
        name: "Project exhibition",
        dateOfEvent: "2026-02-28",
        description: "Final-year projects on show.",
        image: "event/0a1b2c.jpg",
      });
      const event = await ds.getRepository(Event).findOneByOrFail({ name: "Project exhibition" });
      expect(event.dateOfEvent).toBe("2026-02-28");
      expect(event.secondImage).toBeNull();

      const account = await ds.getRepository(AdminAccount).save({
        email: "office@college.edu.example",
        displayName: null,
        passwordHash: "not-a-real-hash",
        passwordChangedAt: new Date(),
      });
      const expiresAt = new Date("2026-03-01T10:15:30.123Z");
      await ds.getRepository(AdminSession).insert({
        id: "a".repeat(64),
        accountId: account.id,
        expiresAt,
        lastSeenAt: new Date(),
        ip: "127.0.0.1",
        userAgent: null,
      });
      const session = await ds.getRepository(AdminSession).findOneByOrFail({ id: "a".repeat(64) });
      expect(session.expiresAt.toISOString()).toBe(expiresAt.toISOString());
    });

    it("enforces unique slugs and removes members with their committee", async () => {
      await expect(ds.getRepository(Department).insert({ slug: "computer", name: "Duplicate" })).rejects.toThrow();

      const committee = await ds.getRepository(Committee).save({
        session: "2025-2026",
        name: "Anti Ragging Committee",
        slug: null,
        chairmanName: "Asha Example",
        chairmanMobile: "9876500001",
      });
      await ds.getRepository(CommitteeMember).insert([
        { parentId: committee.id, name: "Member One", mobile: "9876500002" },
        { parentId: committee.id, name: "Member Two", mobile: "9876500003", sortOrder: 1 },
      ]);
      expect(await ds.getRepository(CommitteeMember).countBy({ parentId: committee.id })).toBe(2);
      await ds.getRepository(Committee).delete({ id: committee.id });
      expect(await ds.getRepository(CommitteeMember).countBy({ parentId: committee.id })).toBe(0);
    });

    it("migrates down to nothing and up again", async () => {
      for (let i = 0; i < MIGRATIONS.length; i++) await ds.undoLastMigration({ transaction: "each" });
      const tables = ALL_ENTITIES.map((entity) => ds.getMetadata(entity).tableName);
      const runner = ds.createQueryRunner();
      try {
        for (const table of tables) expect(await runner.hasTable(table), table).toBe(false);
      } finally {
        await runner.release();
      }
      const ran = await runMigrations(ds);
      expect(ran).toHaveLength(MIGRATIONS.length);
      expect(await pendingSchemaChanges(ds)).toEqual([]);
    });
  };
}

// Each test migrates a whole database, some 1,000 schema steps, column by column: on a busy
// machine, more than the default 5 s. (Correctness tests; no speed is promised here.)
const MIGRATION_TEST_TIMEOUT = { timeout: 60_000 };

describe(
  "migrations on SQLite",
  MIGRATION_TEST_TIMEOUT,
  migrationsSuite(async () => {
    const config = sqliteConfig();
    return { config, cleanup: async () => config.cleanup() };
  }),
);

// PostgreSQL runs when a server answers; when TEST_DATABASE_URL is set it must answer.
const postgresUrl = testDatabaseBaseUrl();
const postgresUp = await postgresAvailable(postgresUrl);
const postgresRequired = Boolean(process.env.TEST_DATABASE_URL);
const postgresTitle = postgresUp
  ? "migrations on PostgreSQL"
  : `migrations on PostgreSQL (SKIPPED: no PostgreSQL server answers at ${postgresUrl}; set TEST_DATABASE_URL)`;

describe.skipIf(!postgresUp && !postgresRequired)(
  postgresTitle,
  MIGRATION_TEST_TIMEOUT,
  migrationsSuite(async () => {
    const database = await createTestDatabase(postgresUrl);
    const config: DatabaseConfig = {
      isPostgres: true,
      DATABASE_URL: database.url,
      dataDir: os.tmpdir(),
      sqlitePath: "",
    };
    return { config, cleanup: () => database.drop() };
  }),
);
