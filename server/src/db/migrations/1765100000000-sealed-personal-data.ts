import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Aadhaar numbers encrypted at rest: beside the sealed value, its keyed lookup hash (for exact
// matches without the number in clear). The values already stored are sealed by the server at
// start (services/sealed-fields.ts), which needs the data key that a migration does not have.
// Frozen once released: it does not read the registry.

export class SealedPersonalData1765100000000 implements MigrationInterface {
  name = "SealedPersonalData1765100000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      "admission_confirmation",
      new TableColumn({ name: "aadhaar_number_hash", type: "varchar", length: "64", isNullable: true }),
    );
    await queryRunner.createIndex(
      "admission_confirmation",
      new TableIndex({ name: "idx_admission_confirmation_aadhaar_number_hash", columnNames: ["aadhaar_number_hash"] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("admission_confirmation", "idx_admission_confirmation_aadhaar_number_hash");
    await queryRunner.dropColumn("admission_confirmation", "aadhaar_number_hash");
  }
}
