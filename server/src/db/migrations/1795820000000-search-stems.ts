import type { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand (no entity describes the word index). Search compares stems and joined
// compounds now (content/search-stems.ts, searchTokens in content/search-words.ts), and page
// texts' keys are no longer indexed: every indexed row is queued, so the indexer writes its entry
// again in the background. Until then an entry is found as before, by its whole words (a query's
// stem is a prefix of them). The queue's time is written as the driver writes a Date (see
// search-lead-vector).

export class SearchStems1795820000000 implements MigrationInterface {
  name = "SearchStems1795820000000";

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
