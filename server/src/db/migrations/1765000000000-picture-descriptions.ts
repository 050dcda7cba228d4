import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

// A description (alt text) beside every picture that had none: the columns the image fields'
// `alt` option adds (content/alt-text.ts). Rows stored before stay without one until a clerk
// writes it; the public pages describe such pictures by the row's title meanwhile. Frozen once
// released: it does not read the registry.

/** table -> the description columns it gains, one per picture column. */
const DESCRIPTION_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  faculty_staff: ["photo_image_alt_text"],
  supporting_staff: ["photo_image_alt_text"],
  person: ["photo_image_alt_text"],
  lab: ["photo_image_alt_text"],
  event: ["image_alt_text", "second_image_alt_text", "third_image_alt_text", "fourth_image_alt_text"],
  gps_news: ["image_alt_text"],
  digital_library: ["cover_image_alt_text"],
};

export class PictureDescriptions1765000000000 implements MigrationInterface {
  name = "PictureDescriptions1765000000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(DESCRIPTION_COLUMNS)) {
      await queryRunner.addColumns(
        table,
        columns.map((name) => new TableColumn({ name, type: "varchar", length: "300", isNullable: true })),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of Object.entries(DESCRIPTION_COLUMNS)) await queryRunner.dropColumns(table, [...columns]);
  }
}
