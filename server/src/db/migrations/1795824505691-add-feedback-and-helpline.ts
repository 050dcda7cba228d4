import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-feedback-and-helpline` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddFeedbackAndHelpline1795824505691 implements MigrationInterface {
  name = "AddFeedbackAndHelpline1795824505691";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "feedback",
      columns: [
        { name: "sno", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "name", type: "varchar", length: "255", isNullable: false },
        { name: "email", type: "varchar", length: "255", isNullable: true },
        { name: "phone", type: "varchar", length: "255", isNullable: true },
        { name: "topic", type: "varchar", length: "255", isNullable: false },
        { name: "message", type: "text", isNullable: false },
        { name: "publish_from", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "valid_until", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "created_by", type: "integer", isNullable: true },
        { name: "updated_by", type: "integer", isNullable: true },
        { name: "deleted_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "deleted_by", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
        { name: "updated_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
      indices: [new TableIndex({ name: "idx_feedback_visibility", columnNames: ["deleted_at","publish_from","valid_until"] })],
    }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "anti_ragging_helpline", type: "varchar", length: "255", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("site_settings", "anti_ragging_helpline");
    await queryRunner.dropTable("feedback");
  }
}
