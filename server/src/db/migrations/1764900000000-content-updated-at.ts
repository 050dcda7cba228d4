import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

// When published content last changed: set with every bump of the content version, shown in
// the public footer ("Last updated"). Empty until the next write after the upgrade.
export class ContentUpdatedAt1764900000000 implements MigrationInterface {
  name = "ContentUpdatedAt1764900000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.addColumn(
      "content_version",
      new TableColumn({ name: "updated_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("content_version", "updated_at");
  }
}
