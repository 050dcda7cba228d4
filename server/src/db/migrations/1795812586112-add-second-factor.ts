import { Table, TableColumn, TableForeignKey, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-second-factor` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddSecondFactor1795812586112 implements MigrationInterface {
  name = "AddSecondFactor1795812586112";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "second_factor",
      columns: [
        { name: "account_sno", type: "integer", isPrimary: true, isNullable: false },
        { name: "sealed_secret", type: "text", isNullable: false },
        { name: "confirmed_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "recovery_codes", type: "text", isNullable: false, default: "'[]'" },
        { name: "last_step", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
      foreignKeys: [new TableForeignKey({ name: "fk_second_factor_account_sno", columnNames: ["account_sno"], referencedTableName: "admin_account", referencedColumnNames: ["sno"], onDelete: "CASCADE" })],
    }));
    await queryRunner.addColumn("admin_session", new TableColumn({ name: "pending", type: "varchar", length: "20", isNullable: true }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "two_step_required", type: "varchar", length: "255", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("site_settings", "two_step_required");
    await queryRunner.dropColumn("admin_session", "pending");
    await queryRunner.dropTable("second_factor");
  }
}
