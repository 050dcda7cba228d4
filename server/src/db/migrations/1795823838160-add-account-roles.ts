import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-account-roles` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddAccountRoles1795823838160 implements MigrationInterface {
  name = "AddAccountRoles1795823838160";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn("admin_account", new TableColumn({ name: "role", type: "varchar", length: "20", isNullable: false, default: "'administrator'" }));
    await queryRunner.addColumn("admin_account", new TableColumn({ name: "reach_departments", type: "text", isNullable: true }));
    await queryRunner.addColumn("admin_account", new TableColumn({ name: "reach_types", type: "text", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("admin_account", "reach_types");
    await queryRunner.dropColumn("admin_account", "reach_departments");
    await queryRunner.dropColumn("admin_account", "role");
  }
}
