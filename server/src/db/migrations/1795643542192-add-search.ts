import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-search` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddSearch1795643542192 implements MigrationInterface {
  name = "AddSearch1795643542192";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "pdf_text",
      columns: [
        { name: "file_key", type: "varchar", length: "255", isPrimary: true, isNullable: false },
        { name: "status", type: "varchar", length: "20", isNullable: false },
        { name: "pages", type: "integer", isNullable: false, default: "0" },
        { name: "text", type: "text", isNullable: false },
        { name: "read_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
      ],
    }));
    await queryRunner.createTable(new Table({
      name: "search_entry",
      columns: [
        { name: "id", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "type_key", type: "varchar", length: "60", isNullable: false },
        { name: "row_id", type: "integer", isNullable: false },
        { name: "lang", type: "varchar", length: "5", isNullable: false },
        { name: "title", type: "text", isNullable: false },
        { name: "body", type: "text", isNullable: false },
        { name: "dated", type: "varchar", length: "24", isNullable: false },
        { name: "publish_from", type: "varchar", length: "24", isNullable: true },
        { name: "valid_until", type: "varchar", length: "24", isNullable: true },
      ],
      indices: [new TableIndex({ name: "IDX_search_entry_row", columnNames: ["type_key","row_id"] })],
    }));
    await queryRunner.createTable(new Table({
      name: "search_queue",
      columns: [
        { name: "type_key", type: "varchar", length: "60", isPrimary: true, isNullable: false },
        { name: "row_id", type: "integer", isPrimary: true, isNullable: false },
        { name: "queued_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
      ],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("search_queue");
    await queryRunner.dropTable("search_entry");
    await queryRunner.dropTable("pdf_text");
  }
}
