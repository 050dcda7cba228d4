import type { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand (the word index is made by hand in add-search-word-index; no entity describes it).
//  - PostgreSQL: a second, small tsvector beside the words, "lead": a long text's title and first
//    words (content/search-words.ts, LEAD_WORDS), which ranks the entry, so that a query never
//    reads a long PDF's whole vector out of TOAST to rank it. Null for a short text: its words
//    rank it.
//  - Both databases: every indexed row is queued, so the indexer writes its entry again in the
//    background with the lead and with each word kept at most a few times (MAX_OCCURRENCES).
//    Until then an entry is found and ranked as before. The queue's time is written as the
//    driver writes a Date (SQLite: "YYYY-MM-DD HH:MM:SS.SSS"; PostgreSQL: to the millisecond),
//    since the indexer takes an item off the queue by its exact time.

export class SearchLeadVector1795658800371 implements MigrationInterface {
  name = "SearchLeadVector1795658800371";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    if (postgres) await queryRunner.query(`ALTER TABLE "search_entry_fts" ADD COLUMN "lead" tsvector`);
    const now = postgres ? "date_trunc('milliseconds', now())" : "strftime('%Y-%m-%d %H:%M:%f', 'now')";
    await queryRunner.query(
      `INSERT INTO "search_queue" ("type_key", "row_id", "queued_at") SELECT DISTINCT "type_key", "row_id", ${now} FROM "search_entry" e WHERE NOT EXISTS (SELECT 1 FROM "search_queue" q WHERE q."type_key" = e."type_key" AND q."row_id" = e."row_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === "postgres") await queryRunner.query(`ALTER TABLE "search_entry_fts" DROP COLUMN "lead"`);
  }
}
