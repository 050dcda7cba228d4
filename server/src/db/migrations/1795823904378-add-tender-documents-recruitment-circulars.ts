import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-tender-documents-recruitment-circulars` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddTenderDocumentsRecruitmentCirculars1795823904378 implements MigrationInterface {
  name = "AddTenderDocumentsRecruitmentCirculars1795823904378";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "circular",
      columns: [
        { name: "sno", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "circular_number", type: "varchar", length: "255", isNullable: false },
        { name: "title", type: "varchar", length: "255", isNullable: false },
        { name: "title_mr", type: "varchar", length: "255", isNullable: true },
        { name: "issuing_office", type: "varchar", length: "255", isNullable: false },
        { name: "issuing_office_mr", type: "varchar", length: "255", isNullable: true },
        { name: "issued_on", type: "date", isNullable: false },
        { name: "valid_till", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "circular_pdf", type: "varchar", length: "300", isNullable: false },
        { name: "publish_from", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "valid_until", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "created_by", type: "integer", isNullable: true },
        { name: "updated_by", type: "integer", isNullable: true },
        { name: "deleted_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "deleted_by", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
        { name: "updated_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
      indices: [new TableIndex({ name: "idx_circular_visibility", columnNames: ["deleted_at","publish_from","valid_until"] })],
    }));
    await queryRunner.createTable(new Table({
      name: "recruitment",
      columns: [
        { name: "sno", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "post", type: "varchar", length: "255", isNullable: false },
        { name: "post_mr", type: "varchar", length: "255", isNullable: true },
        { name: "advertisement_number", type: "varchar", length: "255", isNullable: false },
        { name: "number_of_posts", type: "integer", isNullable: false },
        { name: "last_date", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
        { name: "process_closes_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "advertisement_pdf", type: "varchar", length: "300", isNullable: false },
        { name: "publish_from", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "valid_until", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "created_by", type: "integer", isNullable: true },
        { name: "updated_by", type: "integer", isNullable: true },
        { name: "deleted_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "deleted_by", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
        { name: "updated_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
      indices: [new TableIndex({ name: "idx_recruitment_visibility", columnNames: ["deleted_at","publish_from","valid_until"] })],
    }));
    await queryRunner.createTable(new Table({
      name: "recruitment_notice",
      columns: [
        { name: "sno", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "advertisement_number", type: "varchar", length: "255", isNullable: false },
        { name: "title", type: "varchar", length: "255", isNullable: false },
        { name: "title_mr", type: "varchar", length: "255", isNullable: true },
        { name: "issued_on", type: "date", isNullable: false },
        { name: "notice_pdf", type: "varchar", length: "300", isNullable: false },
        { name: "publish_from", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "valid_until", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "created_by", type: "integer", isNullable: true },
        { name: "updated_by", type: "integer", isNullable: true },
        { name: "deleted_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "deleted_by", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
        { name: "updated_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
      indices: [new TableIndex({ name: "idx_recruitment_notice_visibility", columnNames: ["deleted_at","publish_from","valid_until"] })],
    }));
    await queryRunner.createTable(new Table({
      name: "tender_corrigendum",
      columns: [
        { name: "sno", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "tender_reference", type: "varchar", length: "255", isNullable: false },
        { name: "title", type: "varchar", length: "255", isNullable: false },
        { name: "title_mr", type: "varchar", length: "255", isNullable: true },
        { name: "issued_on", type: "date", isNullable: false },
        { name: "corrigendum_pdf", type: "varchar", length: "300", isNullable: false },
        { name: "publish_from", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "valid_until", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "created_by", type: "integer", isNullable: true },
        { name: "updated_by", type: "integer", isNullable: true },
        { name: "deleted_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
        { name: "deleted_by", type: "integer", isNullable: true },
        { name: "created_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
        { name: "updated_at", type: postgres ? "timestamp" : "datetime", isNullable: false, default: postgres ? "now()" : "datetime('now')" },
      ],
      indices: [new TableIndex({ name: "idx_tender_corrigendum_visibility", columnNames: ["deleted_at","publish_from","valid_until"] })],
    }));
    await queryRunner.addColumn("tender", new TableColumn({ name: "published_on", type: "date", isNullable: true }));
    await queryRunner.addColumn("tender", new TableColumn({ name: "tender_document_pdf", type: "varchar", length: "300", isNullable: true }));
    await queryRunner.addColumn("tender", new TableColumn({ name: "annexure_pdf", type: "varchar", length: "300", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("tender", "annexure_pdf");
    await queryRunner.dropColumn("tender", "tender_document_pdf");
    await queryRunner.dropColumn("tender", "published_on");
    await queryRunner.dropTable("tender_corrigendum");
    await queryRunner.dropTable("recruitment_notice");
    await queryRunner.dropTable("recruitment");
    await queryRunner.dropTable("circular");
  }
}
