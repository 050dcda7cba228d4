import { Table, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- content-type-version` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class ContentTypeVersion1795902127937 implements MigrationInterface {
  name = "ContentTypeVersion1795902127937";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(new Table({
      name: "content_type_version",
      columns: [
        { name: "source", type: "varchar", length: "100", isPrimary: true, isNullable: false },
        { name: "version", type: "integer", isNullable: false, default: "0" },
      ],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("content_type_version");
  }
}
