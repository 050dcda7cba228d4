import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from "typeorm";

// Sign-in counters by reservation (auth/rate-limit.ts): sign_in_attempt gets hashed keys of at
// most 100 characters, `attempts` and `pending` counts and an `expires_at` per row instead of
// `failures` and a lock. The rows are short-lived counts, so the table is made again rather
// than converted: an upgrade forgets the failures of the last few minutes. Written out in full
// (no imports from the entities), so that it keeps describing the schema it made.

function pointInTime(queryRunner: QueryRunner, name: string): TableColumnOptions {
  const postgres = queryRunner.connection.driver.options.type === "postgres";
  return { name, type: postgres ? "timestamp with time zone" : "datetime", isNullable: false };
}

export class SignInThrottle1764100000000 implements MigrationInterface {
  name = "SignInThrottle1764100000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("sign_in_attempt");
    await queryRunner.createTable(
      new Table({
        name: "sign_in_attempt",
        columns: [
          { name: "key", type: "varchar", length: "100", isPrimary: true, isNullable: false },
          { name: "attempts", type: "integer", isNullable: false, default: "0" },
          { name: "pending", type: "integer", isNullable: false, default: "0" },
          pointInTime(queryRunner, "window_started_at"),
          pointInTime(queryRunner, "expires_at"),
        ],
        indices: [new TableIndex({ name: "idx_sign_in_attempt_expires_at", columnNames: ["expires_at"] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.dropTable("sign_in_attempt");
    // The table as the initial schema made it.
    await queryRunner.createTable(
      new Table({
        name: "sign_in_attempt",
        columns: [
          { name: "key", type: "varchar", length: "300", isPrimary: true, isNullable: false },
          { name: "failures", type: "integer", isNullable: false, default: "0" },
          pointInTime(queryRunner, "window_started_at"),
          { ...pointInTime(queryRunner, "locked_until"), isNullable: true },
          {
            name: "updated_at",
            type: postgres ? "timestamp" : "datetime",
            isNullable: false,
            default: postgres ? "now()" : "datetime('now')",
          },
        ],
      }),
    );
  }
}
