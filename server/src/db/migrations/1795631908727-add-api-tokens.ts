import { Table, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-api-tokens` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddApiTokens1795631908727 implements MigrationInterface {
  name = "AddApiTokens1795631908727";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "api_token",
      columns: [
        { name: "id", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "name", type: "varchar", length: "100", isNullable: false },
        { name: "hash", type: "varchar", length: "64", isNullable: false },
        { name: "prefix", type: "varchar", length: "16", isNullable: false },
        { name: "scope", type: "varchar", length: "10", isNullable: false },
        { name: "content_types", type: "text", isNullable: true },
        { name: "rate_limit", type: "integer", isNullable: false, default: "600" },
        { name: "expires_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "created_by", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
        { name: "revoked_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "last_used_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "last_used_ip", type: "varchar", length: "64", isNullable: true },
        { name: "window_started_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "window_count", type: "integer", isNullable: false, default: "0" },
      ],
      indices: [new TableIndex({ name: "idx_api_token_hash", columnNames: ["hash"], isUnique: true })],
    }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("api_token");
  }
}
