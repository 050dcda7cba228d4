import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from "typeorm";

// The first schema, written out so that the same code runs on SQLite and PostgreSQL.
// Frozen once released: a later change to the registry or the entities gets a new migration
// (this file must not import either, so it keeps describing the schema it created).
// Names follow the entities: column = snake_case of the property, idx_/uq_/fk_<table>_<column>.

type Column = TableColumnOptions;

const varchar = (name: string, length = 255): Column => ({
  name,
  type: "varchar",
  length: String(length),
  isNullable: false,
});
const text = (name: string): Column => ({ name, type: "text", isNullable: false });
const integer = (name: string): Column => ({ name, type: "integer", isNullable: false });
const date = (name: string): Column => ({ name, type: "date", isNullable: false });
/** An uploaded file's storage key, such as "time-table/3f2c....pdf". */
const storageKey = (name: string) => varchar(name, 300);
const optional = (column: Column): Column => ({ ...column, isNullable: true });
const withDefault = (column: Column, value: string): Column => ({ ...column, default: value });
const serialId = (): Column => ({
  name: "sno",
  type: "integer",
  isPrimary: true,
  isGenerated: true,
  generationStrategy: "increment",
});

const index = (table: string, column: string) =>
  new TableIndex({ name: `idx_${table}_${column}`, columnNames: [column] });
const uniqueIndex = (table: string, column: string) =>
  new TableIndex({ name: `uq_${table}_${column}`, columnNames: [column], isUnique: true });
const cascadeForeignKey = (table: string, column: string, referencedTable: string) =>
  new TableForeignKey({
    name: `fk_${table}_${column}`,
    columnNames: [column],
    referencedTableName: referencedTable,
    referencedColumnNames: ["sno"],
    onDelete: "CASCADE",
  });

/** Every table, parents before the tables that refer to them. */
function schema(queryRunner: QueryRunner): Table[] {
  const postgres = queryRunner.connection.driver.options.type === "postgres";
  // created_at/updated_at: the types and defaults TypeORM's CreateDateColumn/UpdateDateColumn use.
  const stampType = postgres ? "timestamp" : "datetime";
  const now = postgres ? "now()" : "datetime('now')";
  const createdAt: Column = { name: "created_at", type: stampType, isNullable: false, default: now };
  const updatedAt: Column = { name: "updated_at", type: stampType, isNullable: false, default: now };
  // Other points in time (entities/column-types.ts).
  const pointInTime = (name: string): Column => ({
    name,
    type: postgres ? "timestamp with time zone" : "datetime",
    isNullable: false,
  });
  // TypeORM spells a false default "false" on PostgreSQL and "0" on SQLite.
  const boolean = (name: string): Column => ({
    name,
    type: "boolean",
    isNullable: false,
    default: postgres ? "false" : "0",
  });

  const contentTable = (name: string, columns: Column[], indices: TableIndex[] = []) =>
    new Table({ name, columns: [serialId(), ...columns, createdAt, updatedAt], indices });

  return [
    contentTable(
      "faculty_staff",
      [
        varchar("name"), varchar("designation"), varchar("qualification"), integer("experience"),
        varchar("contact"), varchar("department"), varchar("email"), storageKey("photo_image"),
        optional(integer("sort_order")),
      ],
      [index("faculty_staff", "department")],
    ),
    contentTable(
      "supporting_staff",
      [
        varchar("name"), varchar("designation"), varchar("qualification"), integer("experience"),
        varchar("contact"), varchar("department"), varchar("email"), storageKey("photo_image"),
        optional(integer("sort_order")),
      ],
      [index("supporting_staff", "department")],
    ),
    contentTable(
      "audit_report",
      [varchar("session"), storageKey("report_pdf")],
      [index("audit_report", "session")],
    ),
    contentTable(
      "monitoring_report",
      [varchar("session"), storageKey("report_pdf")],
      [index("monitoring_report", "session")],
    ),
    contentTable(
      "admission_process",
      [varchar("session"), storageKey("report_pdf")],
      [index("admission_process", "session")],
    ),
    contentTable(
      "eoa_report",
      [varchar("session"), optional(varchar("department")), storageKey("report_pdf")],
      [index("eoa_report", "session"), index("eoa_report", "department")],
    ),
    contentTable(
      "publication",
      [
        varchar("faculty_name"), optional(varchar("designation")), varchar("department"),
        optional(varchar("title")), optional(date("published_on")), optional(varchar("profile_link", 500)),
        storageKey("publication_pdf"),
      ],
      [index("publication", "department")],
    ),
    contentTable(
      "gps_news",
      [varchar("session"), varchar("title"), date("date_of_event"), storageKey("image")],
      [index("gps_news", "session")],
    ),
    contentTable(
      "digital_library",
      [
        varchar("subject_name"), varchar("department"), varchar("title"), varchar("author_name"),
        storageKey("cover_image"), storageKey("book_pdf"),
      ],
      [index("digital_library", "department")],
    ),
    contentTable(
      "result_analysis",
      [
        varchar("session"), varchar("department"), storageKey("odd_semester_pdf"),
        storageKey("even_semester_pdf"),
      ],
      [index("result_analysis", "session"), index("result_analysis", "department")],
    ),
    contentTable(
      "time_table",
      [
        varchar("session"), varchar("department"), storageKey("odd_semester_pdf"),
        storageKey("even_semester_pdf"),
      ],
      [index("time_table", "session"), index("time_table", "department")],
    ),
    contentTable(
      "event",
      [
        varchar("session"), varchar("department"), varchar("name"), date("date_of_event"), text("description"),
        storageKey("image"), optional(storageKey("second_image")), optional(storageKey("third_image")),
        optional(storageKey("fourth_image")),
      ],
      [index("event", "session"), index("event", "department")],
    ),
    contentTable(
      "mou",
      [
        varchar("session"), varchar("department"), varchar("firm_name"), varchar("valid_upto"),
        optional(text("activity")), optional(varchar("subject")), storageKey("agreement_pdf"),
      ],
      [index("mou", "session"), index("mou", "department")],
    ),
    contentTable(
      "curriculum",
      [varchar("department"), integer("semester"), storageKey("syllabus_pdf")],
      [index("curriculum", "department")],
    ),
    contentTable(
      "newsletter",
      [varchar("session"), varchar("department"), storageKey("newsletter_pdf")],
      [index("newsletter", "session"), index("newsletter", "department")],
    ),
    contentTable(
      "irg",
      [varchar("session"), varchar("department"), storageKey("irg_pdf")],
      [index("irg", "session"), index("irg", "department")],
    ),
    contentTable(
      "lab",
      [
        varchar("session"), varchar("department"), optional(varchar("name")), optional(text("major_equipment")),
        optional(varchar("approximate_cost")), optional(varchar("area")), optional(varchar("coordinator")),
        optional(storageKey("photo_image")), optional(storageKey("lab_pdf")), optional(integer("sort_order")),
      ],
      [index("lab", "session"), index("lab", "department")],
    ),
    contentTable(
      "department_portfolio",
      [varchar("session"), varchar("department"), storageKey("portfolio_pdf")],
      [index("department_portfolio", "session"), index("department_portfolio", "department")],
    ),
    contentTable(
      "student_list",
      [varchar("session"), varchar("department"), integer("semester"), storageKey("list_pdf")],
      [index("student_list", "session"), index("student_list", "department")],
    ),
    contentTable(
      "committee",
      [
        varchar("session"), varchar("name"), optional(varchar("slug", 60)), varchar("chairman_name"),
        varchar("chairman_mobile"),
      ],
      [index("committee", "session"), uniqueIndex("committee", "slug")],
    ),
    contentTable(
      "department",
      [
        varchar("slug", 40), varchar("name"), boolean("is_teaching_branch"), boolean("nba_accredited"),
        optional(integer("sort_order")), optional(varchar("head_of_department_title")),
        optional(text("description")), optional(text("vision")), optional(text("mission")),
        optional(text("peos")), optional(text("psos")), optional(text("pos")),
      ],
      [uniqueIndex("department", "slug")],
    ),
    contentTable(
      "document",
      [
        varchar("collection"), varchar("title"), optional(varchar("year", 40)), storageKey("document_pdf"),
        optional(integer("sort_order")),
      ],
      [index("document", "collection")],
    ),
    contentTable(
      "notice",
      [varchar("title"), date("date"), optional(varchar("link", 500)), optional(storageKey("notice_pdf"))],
    ),
    contentTable(
      "slide",
      [varchar("caption"), varchar("alt_text"), storageKey("image"), optional(integer("sort_order"))],
    ),
    contentTable(
      "program",
      [varchar("name"), varchar("department"), integer("intake"), optional(integer("sort_order"))],
      [index("program", "department")],
    ),
    contentTable(
      "admission_confirmation",
      [
        varchar("enrollment", 30), varchar("aadhaar_number"), varchar("name"), optional(varchar("email")),
        varchar("gender"), varchar("phone"), varchar("admission_year"), boolean("direct_second_year"),
      ],
    ),
    contentTable(
      "alumni_registration",
      [
        varchar("full_name"), optional(varchar("email")), varchar("whatsapp_number"),
        integer("year_of_passing"), date("date_of_birth"), varchar("occupation"), text("address"),
        varchar("gender"), text("after_diploma"),
      ],
    ),
    new Table({
      name: "committee_member",
      columns: [
        serialId(),
        integer("committee_sno"),
        varchar("name"),
        varchar("mobile"),
        withDefault(integer("sort_order"), "0"),
        createdAt,
        updatedAt,
      ],
      indices: [index("committee_member", "committee_sno")],
      foreignKeys: [cascadeForeignKey("committee_member", "committee_sno", "committee")],
    }),
    new Table({
      name: "site_settings",
      columns: [
        { name: "id", type: "integer", isPrimary: true },
        optional(varchar("institute_name")),
        optional(varchar("address")),
        optional(varchar("phone")),
        optional(varchar("email")),
        optional(integer("established_year")),
        optional(varchar("site_url", 500)),
        optional(text("about")),
        optional(text("vision")),
        optional(text("mission")),
        optional(varchar("facebook_url", 500)),
        optional(varchar("instagram_url", 500)),
        optional(varchar("youtube_url", 500)),
        optional(varchar("x_url", 500)),
        createdAt,
        updatedAt,
      ],
    }),
    new Table({
      name: "admin_account",
      columns: [
        serialId(),
        varchar("email"),
        optional(varchar("display_name")),
        varchar("password_hash"),
        pointInTime("password_changed_at"),
        createdAt,
        updatedAt,
      ],
      indices: [uniqueIndex("admin_account", "email")],
    }),
    new Table({
      name: "admin_session",
      columns: [
        { ...varchar("id", 64), isPrimary: true },
        integer("account_sno"),
        pointInTime("expires_at"),
        createdAt,
        pointInTime("last_seen_at"),
        optional(varchar("ip", 64)),
        optional(text("user_agent")),
      ],
      indices: [index("admin_session", "account_sno"), index("admin_session", "expires_at")],
      foreignKeys: [cascadeForeignKey("admin_session", "account_sno", "admin_account")],
    }),
    new Table({
      name: "sign_in_attempt",
      columns: [
        { ...varchar("key", 300), isPrimary: true },
        withDefault(integer("failures"), "0"),
        pointInTime("window_started_at"),
        optional(pointInTime("locked_until")),
        updatedAt,
      ],
    }),
  ];
}

export class InitialSchema1763900000000 implements MigrationInterface {
  name = "InitialSchema1763900000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of schema(queryRunner)) await queryRunner.createTable(table);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of schema(queryRunner).reverse()) await queryRunner.dropTable(table.name);
  }
}
