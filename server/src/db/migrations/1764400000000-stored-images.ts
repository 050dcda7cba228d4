import { Table, type MigrationInterface, type QueryRunner } from "typeorm";

// The size and WebP variants of every picture uploaded from now on (entities/stored-image.ts).
// Pictures stored before have no row: the API shows no size or variants for them.
export class StoredImages1764400000000 implements MigrationInterface {
  name = "StoredImages1764400000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: "stored_image",
        columns: [
          { name: "key", type: "varchar", length: "300", isPrimary: true },
          { name: "width", type: "integer", isNullable: false },
          { name: "height", type: "integer", isNullable: false },
          { name: "variants", type: "text", isNullable: false },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("stored_image");
  }
}
