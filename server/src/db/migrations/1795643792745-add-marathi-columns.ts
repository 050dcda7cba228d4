import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-marathi-columns` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddMarathiColumns1795643792745 implements MigrationInterface {
  name = "AddMarathiColumns1795643792745";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn("committee", new TableColumn({ name: "name_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("department", new TableColumn({ name: "name_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("department", new TableColumn({ name: "head_of_department_title_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("department", new TableColumn({ name: "description_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("department", new TableColumn({ name: "vision_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("department", new TableColumn({ name: "mission_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("department", new TableColumn({ name: "peos_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("department", new TableColumn({ name: "psos_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("department", new TableColumn({ name: "pos_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("document", new TableColumn({ name: "title_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("event", new TableColumn({ name: "name_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("event", new TableColumn({ name: "description_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("event", new TableColumn({ name: "image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("event", new TableColumn({ name: "second_image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("event", new TableColumn({ name: "third_image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("event", new TableColumn({ name: "fourth_image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("gallery_image", new TableColumn({ name: "alt_text_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("gallery_image", new TableColumn({ name: "caption_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("gps_news", new TableColumn({ name: "title_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("gps_news", new TableColumn({ name: "image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("holiday", new TableColumn({ name: "title_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("lab", new TableColumn({ name: "name_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("lab", new TableColumn({ name: "major_equipment_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("lab", new TableColumn({ name: "photo_image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("link", new TableColumn({ name: "title_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("mou", new TableColumn({ name: "activity_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("notice", new TableColumn({ name: "title_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("page_text", new TableColumn({ name: "title_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("page_text", new TableColumn({ name: "body_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("person", new TableColumn({ name: "role_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("person", new TableColumn({ name: "photo_image_alt_text_mr", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("program", new TableColumn({ name: "name_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("publication", new TableColumn({ name: "title_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "institute_name_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "address_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "about_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "vision_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "mission_mr", type: "text", isNullable: true }));
    await queryRunner.addColumn("slide", new TableColumn({ name: "caption_mr", type: "varchar", length: "255", isNullable: true }));
    await queryRunner.addColumn("slide", new TableColumn({ name: "alt_text_mr", type: "varchar", length: "255", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("slide", "alt_text_mr");
    await queryRunner.dropColumn("slide", "caption_mr");
    await queryRunner.dropColumn("site_settings", "mission_mr");
    await queryRunner.dropColumn("site_settings", "vision_mr");
    await queryRunner.dropColumn("site_settings", "about_mr");
    await queryRunner.dropColumn("site_settings", "address_mr");
    await queryRunner.dropColumn("site_settings", "institute_name_mr");
    await queryRunner.dropColumn("publication", "title_mr");
    await queryRunner.dropColumn("program", "name_mr");
    await queryRunner.dropColumn("person", "photo_image_alt_text_mr");
    await queryRunner.dropColumn("person", "role_mr");
    await queryRunner.dropColumn("page_text", "body_mr");
    await queryRunner.dropColumn("page_text", "title_mr");
    await queryRunner.dropColumn("notice", "title_mr");
    await queryRunner.dropColumn("mou", "activity_mr");
    await queryRunner.dropColumn("link", "title_mr");
    await queryRunner.dropColumn("lab", "photo_image_alt_text_mr");
    await queryRunner.dropColumn("lab", "major_equipment_mr");
    await queryRunner.dropColumn("lab", "name_mr");
    await queryRunner.dropColumn("holiday", "title_mr");
    await queryRunner.dropColumn("gps_news", "image_alt_text_mr");
    await queryRunner.dropColumn("gps_news", "title_mr");
    await queryRunner.dropColumn("gallery_image", "caption_mr");
    await queryRunner.dropColumn("gallery_image", "alt_text_mr");
    await queryRunner.dropColumn("event", "fourth_image_alt_text_mr");
    await queryRunner.dropColumn("event", "third_image_alt_text_mr");
    await queryRunner.dropColumn("event", "second_image_alt_text_mr");
    await queryRunner.dropColumn("event", "image_alt_text_mr");
    await queryRunner.dropColumn("event", "description_mr");
    await queryRunner.dropColumn("event", "name_mr");
    await queryRunner.dropColumn("document", "title_mr");
    await queryRunner.dropColumn("department", "pos_mr");
    await queryRunner.dropColumn("department", "psos_mr");
    await queryRunner.dropColumn("department", "peos_mr");
    await queryRunner.dropColumn("department", "mission_mr");
    await queryRunner.dropColumn("department", "vision_mr");
    await queryRunner.dropColumn("department", "description_mr");
    await queryRunner.dropColumn("department", "head_of_department_title_mr");
    await queryRunner.dropColumn("department", "name_mr");
    await queryRunner.dropColumn("committee", "name_mr");
  }
}
