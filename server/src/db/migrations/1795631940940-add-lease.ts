import { Table, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-lease` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddLease1795631940940 implements MigrationInterface {
  name = "AddLease1795631940940";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "lease",
      columns: [
        { name: "name", type: "varchar", length: "100", isPrimary: true, isNullable: false },
        { name: "holder", type: "varchar", length: "64", isNullable: false },
        { name: "expires_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
      ],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("lease");
  }
}
