import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-webhooks` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddWebhooks1795632606320 implements MigrationInterface {
  name = "AddWebhooks1795632606320";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "webhook",
      columns: [
        { name: "id", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "url", type: "varchar", length: "500", isNullable: false },
        { name: "secret", type: "text", isNullable: false },
        { name: "types", type: "text", isNullable: true },
        { name: "events", type: "varchar", length: "200", isNullable: false },
        { name: "active", type: "boolean", isNullable: false, default: postgres ? "true" : "1" },
        { name: "created_by", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
    }));
    await queryRunner.createTable(new Table({
      name: "webhook_delivery",
      columns: [
        { name: "id", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "webhook_id", type: "integer", isNullable: false },
        { name: "event", type: "varchar", length: "20", isNullable: false },
        { name: "payload", type: "text", isNullable: false },
        { name: "status", type: "varchar", length: "12", isNullable: false },
        { name: "attempts", type: "integer", isNullable: false, default: "0" },
        { name: "next_attempt_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "last_attempt_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "last_status", type: "integer", isNullable: true },
        { name: "last_outcome", type: "varchar", length: "300", isNullable: true },
        { name: "last_duration_ms", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
      indices: [new TableIndex({ name: "idx_webhook_delivery_webhook", columnNames: ["webhook_id"] }), new TableIndex({ name: "idx_webhook_delivery_due", columnNames: ["status","next_attempt_at"] })],
      foreignKeys: [new TableForeignKey({ name: "fk_webhook_delivery_webhook_id", columnNames: ["webhook_id"], referencedTableName: "webhook", referencedColumnNames: ["id"], onDelete: "CASCADE" })],
    }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "webhooks_to_private_addresses", type: "boolean", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("site_settings", "webhooks_to_private_addresses");
    await queryRunner.dropTable("webhook_delivery");
    await queryRunner.dropTable("webhook");
  }
}
