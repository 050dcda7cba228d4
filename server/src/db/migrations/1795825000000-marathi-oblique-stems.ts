import type { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand (no entity describes the word index). Marathi stems changed (content/
// search-stems.ts: a noun in ी and its forms in ्या compare by one stem, and a few more endings
// are cut): every indexed row is queued, so the indexer writes its entry again in the
// background, as in search-stems. Until then an entry is found as before.

export class MarathiObliqueStems1795825000000 implements MigrationInterface {
  name = "MarathiObliqueStems1795825000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    const now = postgres ? "date_trunc('milliseconds', now())" : "strftime('%Y-%m-%d %H:%M:%f', 'now')";
    await queryRunner.query(
      `INSERT INTO "search_queue" ("type_key", "row_id", "queued_at") SELECT DISTINCT "type_key", "row_id", ${now} FROM "search_entry" e WHERE NOT EXISTS (SELECT 1 FROM "search_queue" q WHERE q."type_key" = e."type_key" AND q."row_id" = e."row_id")`,
    );
  }

  async down(): Promise<void> {
    // Nothing to undo: the entries written since are found by the older code too, less forgivingly.
  }
}
