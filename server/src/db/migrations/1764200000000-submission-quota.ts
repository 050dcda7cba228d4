import { Table, type MigrationInterface, type QueryRunner } from "typeorm";

// Public form submissions counted per address (services/submission-quota.ts), in the database
// so that every server instance shares the count.
export class SubmissionQuota1764200000000 implements MigrationInterface {
  name = "SubmissionQuota1764200000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === "postgres";
    await queryRunner.createTable(
      new Table({
        name: "submission_quota",
        columns: [
          { name: "key", type: "varchar", length: "100", isPrimary: true },
          { name: "count", type: "integer", isNullable: false, default: 0 },
          { name: "window_started_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("submission_quota");
  }
}
