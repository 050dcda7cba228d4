import type { MigrationInterface, QueryRunner } from "typeorm";

// Written by hand: the search index's word index, which no entity describes because each database
// has its own (services/search/search-store.ts reads and writes it). Rows are keyed by
// search_entry.id. The indexer writes the words already split by content/search-words.ts, so both
// databases see the same words (Devanagari vowel signs and virama stay inside their word).
//  - SQLite: an FTS5 table holding no copy of the text (content=''); the tokenizer keeps marks
//    (categories M*) in a word, as our own splitting does; contentless_delete lets a row go by id;
//    prefix indexes of 2 to 4 characters make prefix queries ("plac*") cheap.
//  - PostgreSQL: a table with a tsvector built from the same words with weights (A title, B
//    body), under a GIN index. The tsvector is written as a literal, so the database's parser
//    and locale (LC_CTYPE C or not) play no part.

export class AddSearchWordIndex1795643542193 implements MigrationInterface {
  name = "AddSearchWordIndex1795643542193";

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === "postgres") {
      await queryRunner.query(
        `CREATE TABLE "search_entry_fts" ("entry_id" integer PRIMARY KEY REFERENCES "search_entry"("id") ON DELETE CASCADE, "words" tsvector NOT NULL)`,
      );
      await queryRunner.query(`CREATE INDEX "IDX_search_entry_fts_words" ON "search_entry_fts" USING GIN ("words")`);
    } else {
      await queryRunner.query(
        `CREATE VIRTUAL TABLE "search_entry_fts" USING fts5(title, body, content='', contentless_delete=1, prefix='2 3 4', tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M*'")`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "search_entry_fts"`);
  }
}
