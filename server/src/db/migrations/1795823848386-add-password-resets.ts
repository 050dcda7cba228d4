import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-password-resets` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddPasswordResets1795823848386 implements MigrationInterface {
  name = "AddPasswordResets1795823848386";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "password_reset",
      columns: [
        { name: "id", type: "varchar", length: "64", isPrimary: true, isNullable: false },
        { name: "account_sno", type: "integer", isNullable: false },
        { name: "expires_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
      indices: [new TableIndex({ name: "idx_password_reset_account_sno", columnNames: ["account_sno"] }), new TableIndex({ name: "idx_password_reset_expires_at", columnNames: ["expires_at"] })],
      foreignKeys: [new TableForeignKey({ name: "fk_password_reset_account_sno", columnNames: ["account_sno"], referencedTableName: "admin_account", referencedColumnNames: ["sno"], onDelete: "CASCADE" })],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("password_reset");
  }
}
