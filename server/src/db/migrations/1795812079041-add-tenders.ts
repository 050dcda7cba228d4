import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-tenders` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddTenders1795812079041 implements MigrationInterface {
  name = "AddTenders1795812079041";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "tender",
      columns: [
        { name: "sno", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "title", type: "varchar", length: "255", isNullable: false },
        { name: "title_mr", type: "varchar", length: "255", isNullable: true },
        { name: "reference_number", type: "varchar", length: "255", isNullable: false },
        { name: "closing_date", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
        { name: "tender_pdf", type: "varchar", length: "300", isNullable: false },
        { name: "publish_from", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "valid_until", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "created_by", type: "integer", isNullable: true },
        { name: "updated_by", type: "integer", isNullable: true },
        { name: "deleted_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "deleted_by", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
        { name: "updated_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
      indices: [new TableIndex({ name: "idx_tender_visibility", columnNames: ["deleted_at","publish_from","valid_until"] })],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("tender");
  }
}
