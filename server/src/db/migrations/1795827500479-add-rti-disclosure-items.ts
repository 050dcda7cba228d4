import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-rti-disclosure-items` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddRtiDisclosureItems1795827500479 implements MigrationInterface {
  name = "AddRtiDisclosureItems1795827500479";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "rti_disclosure_item",
      columns: [
        { name: "sno", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "item_number", type: "integer", isNullable: false },
        { name: "title", type: "varchar", length: "255", isNullable: false },
        { name: "title_mr", type: "varchar", length: "255", isNullable: true },
        { name: "body", type: "text", isNullable: true },
        { name: "body_mr", type: "text", isNullable: true },
        { name: "document_pdf", type: "varchar", length: "300", isNullable: true },
        { name: "publish_from", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "valid_until", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "created_by", type: "integer", isNullable: true },
        { name: "updated_by", type: "integer", isNullable: true },
        { name: "deleted_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "deleted_by", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
        { name: "updated_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
      indices: [new TableIndex({ name: "idx_rti_disclosure_item_visibility", columnNames: ["deleted_at","publish_from","valid_until"] })],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("rti_disclosure_item");
  }
}
