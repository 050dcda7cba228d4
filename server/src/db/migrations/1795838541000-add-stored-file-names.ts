import { Table, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-stored-file-names` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddStoredFileNames1795838541000 implements MigrationInterface {
  name = "AddStoredFileNames1795838541000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(new Table({
      name: "stored_file_name",
      columns: [
        { name: "key", type: "varchar", length: "300", isPrimary: true, isNullable: false },
        { name: "name", type: "varchar", length: "200", isNullable: false },
      ],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("stored_file_name");
  }
}
