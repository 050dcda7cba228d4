import { TableColumn, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-admission-consent` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddAdmissionConsent1795823849857 implements MigrationInterface {
  name = "AddAdmissionConsent1795823849857";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.addColumn("admission_confirmation", new TableColumn({ name: "aadhaar_consent", type: "boolean", isNullable: false, default: postgres ? "false" : "0" }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("admission_confirmation", "aadhaar_consent");
  }
}
