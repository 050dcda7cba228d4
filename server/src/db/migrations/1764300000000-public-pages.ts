import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from "typeorm";

// What the public pages show beyond document lists: page texts, gallery pictures, people in a
// role and links (registry: content/types/pages.ts), and the content pages each department
// offers. Frozen once released: it does not read the registry.

type Column = TableColumnOptions;

const varchar = (name: string, length = 255, nullable = false): Column => ({ name, type: "varchar", length: String(length), isNullable: nullable });
const optional = (column: Column): Column => ({ ...column, isNullable: true });
const text = (name: string, nullable = false): Column => ({ name, type: "text", isNullable: nullable });
const storageKey = (name: string, nullable = false) => varchar(name, 300, nullable);
const sortOrder: Column = { name: "sort_order", type: "integer", isNullable: true };

export class PublicPages1764300000000 implements MigrationInterface {
  name = "PublicPages1764300000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === "postgres";
    const stampType = postgres ? "timestamp" : "datetime";
    const now = postgres ? "now()" : "datetime('now')";
    const serialId: Column = { name: "sno", type: "integer", isPrimary: true, isGenerated: true, generationStrategy: "increment" };
    const stamps: Column[] = [
      { name: "created_at", type: stampType, isNullable: false, default: now },
      { name: "updated_at", type: stampType, isNullable: false, default: now },
    ];
    const table = (name: string, columns: Column[], indices: TableIndex[]) =>
      new Table({ name, columns: [serialId, ...columns, ...stamps], indices });
    const index = (tableName: string, column: string) => new TableIndex({ name: `idx_${tableName}_${column}`, columnNames: [column] });

    await queryRunner.createTable(
      table(
        "page_text",
        [varchar("key", 100), varchar("title"), text("body"), { name: "last_reviewed_on", type: "date", isNullable: true }],
        [new TableIndex({ name: "uq_page_text_key", columnNames: ["key"], isUnique: true })],
      ),
    );
    await queryRunner.createTable(
      table(
        "gallery_image",
        [varchar("gallery", 100), storageKey("image"), varchar("alt_text"), optional(varchar("caption")), sortOrder],
        [index("gallery_image", "gallery")],
      ),
    );
    await queryRunner.createTable(
      table(
        "person",
        [
          varchar("group", 100), varchar("name"), optional(varchar("role")), storageKey("photo_image", true),
          optional(varchar("phone")), optional(varchar("email")), optional(varchar("profile_link", 500)),
          optional(varchar("qualification")), text("skills", true), storageKey("resume_pdf", true), sortOrder,
        ],
        [index("person", "group")],
      ),
    );
    await queryRunner.createTable(
      table(
        "link",
        [
          varchar("group", 100), varchar("title"), varchar("url", 500),
          { name: "opens_in_new_tab", type: "boolean", isNullable: false, default: postgres ? "false" : "0" }, sortOrder,
        ],
        [index("link", "group")],
      ),
    );
    await queryRunner.addColumn("department", new TableColumn({ name: "sections", type: "text", isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("department", "sections");
    for (const name of ["link", "person", "gallery_image", "page_text"]) await queryRunner.dropTable(name);
  }
}
