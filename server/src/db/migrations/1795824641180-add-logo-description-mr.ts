import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-logo-description-mr` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddLogoDescriptionMr1795824641180 implements MigrationInterface {
  name = "AddLogoDescriptionMr1795824641180";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "logo_image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("site_settings", "logo_image_alt_text_mr");
  }
}
