import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-site-settings-logo` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddSiteSettingsLogo1795817541664 implements MigrationInterface {
  name = "AddSiteSettingsLogo1795817541664";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "logo_image", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "logo_image_alt_text", type: "varchar", length: "300", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("site_settings", "logo_image_alt_text");
    await queryRunner.dropColumn("site_settings", "logo_image");
  }
}
