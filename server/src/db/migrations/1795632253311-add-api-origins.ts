import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-api-origins` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddApiOrigins1795632253311 implements MigrationInterface {
  name = "AddApiOrigins1795632253311";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "api_origins", type: "text", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("site_settings", "api_origins");
  }
}
