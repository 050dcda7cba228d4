import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from "typeorm";

// Written by `npm run migration -- add-approval` from the registry and the entities, then frozen:
// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.

export class AddApproval1795838726586 implements MigrationInterface {
  name = "AddApproval1795838726586";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === "postgres";
    await queryRunner.createTable(new Table({
      name: "pending_change",
      columns: [
        { name: "id", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" },
        { name: "type_key", type: "varchar", length: "60", isNullable: false },
        { name: "row_id", type: "integer", isNullable: false },
        { name: "title", type: "varchar", length: "300", isNullable: false },
        { name: "action", type: "varchar", length: "10", isNullable: false },
        { name: "changes", type: "text", isNullable: true },
        { name: "files", type: "text", isNullable: false, default: "''" },
        { name: "state", type: "varchar", length: "12", isNullable: false },
        { name: "note", type: "text", isNullable: true },
        { name: "author_id", type: "integer", isNullable: true },
        { name: "author_label", type: "varchar", length: "300", isNullable: false },
        { name: "created_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
        { name: "updated_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: false },
        { name: "decided_by_id", type: "integer", isNullable: true },
        { name: "decided_by_label", type: "varchar", length: "300", isNullable: true },
        { name: "decided_at", type: postgres ? "timestamp with time zone" : "datetime", isNullable: true },
      ],
      indices: [new TableIndex({ name: "idx_pending_change_state", columnNames: ["state"] }), new TableIndex({ name: "idx_pending_change_author", columnNames: ["author_id"] }), new TableIndex({ name: "idx_pending_change_row", columnNames: ["type_key","row_id","state"] })],
    }));
    await queryRunner.addColumn("admission_confirmation", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("admission_process", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("alumni_registration", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("audit_report", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("circular", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("committee", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("curriculum", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("department", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("department_portfolio", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("digital_library", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("document", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("eoa_report", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("event", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("faculty_staff", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("feedback", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("gallery_image", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("gps_news", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("holiday", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("irg", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("lab", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("link", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("monitoring_report", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("mou", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("newsletter", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("notice", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("page_text", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("person", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("program", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("publication", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("recruitment", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("recruitment_notice", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("result_analysis", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("rti_disclosure_item", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("site_settings", new TableColumn({ name: "approval_required", type: "boolean", isNullable: true }));
    await queryRunner.addColumn("slide", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("student_list", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("supporting_staff", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("tender", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("tender_corrigendum", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
    await queryRunner.addColumn("time_table", new TableColumn({ name: "awaiting_approval", type: "integer", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("time_table", "awaiting_approval");
    await queryRunner.dropColumn("tender_corrigendum", "awaiting_approval");
    await queryRunner.dropColumn("tender", "awaiting_approval");
    await queryRunner.dropColumn("supporting_staff", "awaiting_approval");
    await queryRunner.dropColumn("student_list", "awaiting_approval");
    await queryRunner.dropColumn("slide", "awaiting_approval");
    await queryRunner.dropColumn("site_settings", "approval_required");
    await queryRunner.dropColumn("rti_disclosure_item", "awaiting_approval");
    await queryRunner.dropColumn("result_analysis", "awaiting_approval");
    await queryRunner.dropColumn("recruitment_notice", "awaiting_approval");
    await queryRunner.dropColumn("recruitment", "awaiting_approval");
    await queryRunner.dropColumn("publication", "awaiting_approval");
    await queryRunner.dropColumn("program", "awaiting_approval");
    await queryRunner.dropColumn("person", "awaiting_approval");
    await queryRunner.dropColumn("page_text", "awaiting_approval");
    await queryRunner.dropColumn("notice", "awaiting_approval");
    await queryRunner.dropColumn("newsletter", "awaiting_approval");
    await queryRunner.dropColumn("mou", "awaiting_approval");
    await queryRunner.dropColumn("monitoring_report", "awaiting_approval");
    await queryRunner.dropColumn("link", "awaiting_approval");
    await queryRunner.dropColumn("lab", "awaiting_approval");
    await queryRunner.dropColumn("irg", "awaiting_approval");
    await queryRunner.dropColumn("holiday", "awaiting_approval");
    await queryRunner.dropColumn("gps_news", "awaiting_approval");
    await queryRunner.dropColumn("gallery_image", "awaiting_approval");
    await queryRunner.dropColumn("feedback", "awaiting_approval");
    await queryRunner.dropColumn("faculty_staff", "awaiting_approval");
    await queryRunner.dropColumn("event", "awaiting_approval");
    await queryRunner.dropColumn("eoa_report", "awaiting_approval");
    await queryRunner.dropColumn("document", "awaiting_approval");
    await queryRunner.dropColumn("digital_library", "awaiting_approval");
    await queryRunner.dropColumn("department_portfolio", "awaiting_approval");
    await queryRunner.dropColumn("department", "awaiting_approval");
    await queryRunner.dropColumn("curriculum", "awaiting_approval");
    await queryRunner.dropColumn("committee", "awaiting_approval");
    await queryRunner.dropColumn("circular", "awaiting_approval");
    await queryRunner.dropColumn("audit_report", "awaiting_approval");
    await queryRunner.dropColumn("alumni_registration", "awaiting_approval");
    await queryRunner.dropColumn("admission_process", "awaiting_approval");
    await queryRunner.dropColumn("admission_confirmation", "awaiting_approval");
    await queryRunner.dropTable("pending_change");
  }
}
