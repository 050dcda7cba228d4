import { Table, type MigrationInterface, type QueryRunner } from "typeorm";

// The content version row: bumped in the same transaction as every content write, read by
// each server instance to know when its cached public answers went out of date.
export class ContentVersion1764000000000 implements MigrationInterface {
  name = "ContentVersion1764000000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: "content_version",
        columns: [
          { name: "id", type: "integer", isPrimary: true },
          { name: "version", type: "integer", isNullable: false, default: 0 },
        ],
      }),
    );
    await queryRunner.query("INSERT INTO content_version (id, version) VALUES (1, 0)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("content_version");
  }
}
