import { TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- search-entry-dates` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class SearchEntryDates1795660816815 implements MigrationInterface {
  name = "SearchEntryDates1795660816815";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex("search_entry", new TableIndex({ name: "IDX_search_entry_valid_until", columnNames: ["valid_until"] }));
    await queryRunner.createIndex("search_entry", new TableIndex({ name: "IDX_search_entry_publish_from", columnNames: ["publish_from"] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("search_entry", "IDX_search_entry_publish_from");
    await queryRunner.dropIndex("search_entry", "IDX_search_entry_valid_until");
  }
}
