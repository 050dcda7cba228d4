import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-more-marathi-columns` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddMoreMarathiColumns1795657829709 implements MigrationInterface {
  name = "AddMoreMarathiColumns1795657829709";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn("digital_library", new TableColumn({ name: "subject_name_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("digital_library", new TableColumn({ name: "title_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("digital_library", new TableColumn({ name: "cover_image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("faculty_staff", new TableColumn({ name: "designation_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("faculty_staff", new TableColumn({ name: "photo_image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("mou", new TableColumn({ name: "subject_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("publication", new TableColumn({ name: "designation_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("supporting_staff", new TableColumn({ name: "designation_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("supporting_staff", new TableColumn({ name: "photo_image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("supporting_staff", "photo_image_alt_text_mr");
    await queryRunner.dropColumn("supporting_staff", "designation_mr");
    await queryRunner.dropColumn("publication", "designation_mr");
    await queryRunner.dropColumn("mou", "subject_mr");
    await queryRunner.dropColumn("faculty_staff", "photo_image_alt_text_mr");
    await queryRunner.dropColumn("faculty_staff", "designation_mr");
    await queryRunner.dropColumn("digital_library", "cover_image_alt_text_mr");
    await queryRunner.dropColumn("digital_library", "title_mr");
    await queryRunner.dropColumn("digital_library", "subject_name_mr");
  }
}
