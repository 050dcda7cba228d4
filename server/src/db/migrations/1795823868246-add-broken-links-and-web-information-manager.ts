import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-broken-links-and-web-information-manager` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddBrokenLinksAndWebInformationManager1795823868246 implements MigrationInterface {
  name = "AddBrokenLinksAndWebInformationManager1795823868246";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "broken_link",
      columns: [
        { name: "id", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "type_key", type: "varchar", length: "60", isNullable: false },
        { name: "row_id", type: "integer", isNullable: false },
        { name: "field", type: "varchar", length: "60", isNullable: false },
        { name: "href", type: "varchar", length: "2000", isNullable: false },
        { name: "reason", type: "varchar", length: "20", isNullable: false },
        { name: "checked_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
      ],
      indices: [new TableIndex({ name: "idx_broken_link_row", columnNames: ["type_key","row_id"] })],
    }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "web_information_manager", type: "varchar", length: "200", isNullable: true }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "web_information_manager_mr", type: "varchar", length: "200", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("site_settings", "web_information_manager_mr");
    await queryRunner.dropColumn("site_settings", "web_information_manager");
    await queryRunner.dropTable("broken_link");
  }
}
