import { Table, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-holidays` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddHolidays1795621029559 implements MigrationInterface {
  name = "AddHolidays1795621029559";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "holiday",
      columns: [
        { name: "sno", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "date", type: "date", isNullable: false },
        { name: "title", type: "varchar", length: "255", isNullable: false },
        { name: "circular_pdf", type: "varchar", length: "300", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
        { name: "updated_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("holiday");
  }
}
