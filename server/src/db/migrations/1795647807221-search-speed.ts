import { TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- search-speed` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.
// Added by hand, PostgreSQL only: the word index's GIN without its pending list (fastupdate off).
// With it, words written since the last vacuum sit in an unsorted list every query reads through
// and the planner, seeing that cost, scans every row's tsvector instead: 35 to 70 ms for a rare
// word on the bench corpus, against under a millisecond from the index itself. Writes, made by
// the indexer off the request path, pay the small cost of updating the index at once.

export class SearchSpeed1795647807221 implements MigrationInterface {
  name = "SearchSpeed1795647807221";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex("search_entry", new TableIndex({ name: "IDX_search_entry_filter", columnNames: ["id","type_key","dated","publish_from","valid_until"] }));
    if (queryRunner.connection.driver.options.type === "postgres") {
      await queryRunner.query(`ALTER INDEX "IDX_search_entry_fts_words" SET (fastupdate = off)`);
      await queryRunner.query(`SELECT gin_clean_pending_list('"IDX_search_entry_fts_words"'::regclass)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === "postgres") await queryRunner.query(`ALTER INDEX "IDX_search_entry_fts_words" RESET (fastupdate)`);
    await queryRunner.dropIndex("search_entry", "IDX_search_entry_filter");
  }
}
