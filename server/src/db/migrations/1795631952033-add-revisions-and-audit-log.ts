import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-revisions-and-audit-log` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddRevisionsAndAuditLog1795631952033 implements MigrationInterface {
  name = "AddRevisionsAndAuditLog1795631952033";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "audit_entry",
      columns: [
        { name: "id", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
        { name: "action", type: "varchar", length: "40", isNullable: false },
        { name: "actor_kind", type: "varchar", length: "20", isNullable: false },
        { name: "actor_id", type: "integer", isNullable: true },
        { name: "actor_label", type: "varchar", length: "300", isNullable: false },
        { name: "type_key", type: "varchar", length: "60", isNullable: true },
        { name: "row_id", type: "integer", isNullable: true },
        { name: "detail", type: "varchar", length: "300", isNullable: true },
        { name: "ip", type: "varchar", length: "100", isNullable: false },
        { name: "user_agent", type: "varchar", length: "300", isNullable: true },
      ],
      indices: [new TableIndex({ name: "idx_audit_entry_at", columnNames: ["at"] }), new TableIndex({ name: "idx_audit_entry_action", columnNames: ["action"] }), new TableIndex({ name: "idx_audit_entry_actor_id", columnNames: ["actor_id"] })],
    }));
    await queryRunner.createTable(new Table({
      name: "revision",
      columns: [
        { name: "id", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "type_key", type: "varchar", length: "60", isNullable: false },
        { name: "row_id", type: "integer", isNullable: false },
        { name: "number", type: "integer", isNullable: false },
        { name: "fields", type: "text", isNullable: false },
        { name: "files", type: "text", isNullable: false, default: "''" },
        { name: "author_id", type: "integer", isNullable: true },
        { name: "author_label", type: "varchar", length: "300", isNullable: false },
        { name: "created_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
      ],
      indices: [new TableIndex({ name: "uq_revision_row_number", columnNames: ["type_key","row_id","number"], isUnique: true })],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("revision");
    await queryRunner.dropTable("audit_entry");
  }
}
