import { undo, type Step } from "./diff.js";
import type { SnapshotColumn, SnapshotForeignKey, SnapshotIndex, SnapshotTable } from "./snapshot.js";
import { DRIVERS, defaultFor, typeFor, type Driver } from "./spelling.js";

// The text of a migration file: TypeORM's QueryRunner calls (createTable, addColumn,
// createIndex ...) that run the same on SQLite and PostgreSQL, every column written out in full.
// The file imports nothing of the project, so it keeps describing the change it made when the
// registry moves on (written migrations are frozen).

export interface MigrationFile {
  /** "1765200000000-add-holidays.ts" */
  fileName: string;
  className: string;
  source: string;
}

/** "add-holidays" -> "AddHolidays". */
const pascal = (name: string) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

/** A name a developer can type: lower-case words joined by dashes. */
export function checkMigrationName(name: string | undefined): string {
  if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error("Name the migration in a few lower-case words joined by dashes, e.g. `npm run migration -- add-holidays`.");
  }
  return name;
}

const q = (text: string) => JSON.stringify(text);

/** A value that differs by driver is written as `postgres ? a : b`. */
function byDriver(spell: (driver: Driver) => string | undefined): string | undefined {
  const [pg, lite] = DRIVERS.map(spell);
  if (pg === undefined) return undefined;
  return pg === lite ? q(pg) : `postgres ? ${q(pg)} : ${q(lite!)}`;
}

function columnOptions(name: string, column: SnapshotColumn): string {
  const parts = [`name: ${q(name)}`, `type: ${byDriver((driver) => typeFor(column, driver))}`];
  if (column.length !== undefined) parts.push(`length: ${q(String(column.length))}`);
  if (column.primary) parts.push("isPrimary: true");
  if (column.generated) parts.push(`isGenerated: true, generationStrategy: ${q(column.generated)}`);
  else parts.push(`isNullable: ${column.nullable}`);
  const fallback = byDriver((driver) => defaultFor(column, driver));
  if (fallback !== undefined) parts.push(`default: ${fallback}`);
  return `{ ${parts.join(", ")} }`;
}

const indexSource = (name: string, index: SnapshotIndex) =>
  `new TableIndex({ name: ${q(name)}, columnNames: ${JSON.stringify(index.columns)}${index.unique ? ", isUnique: true" : ""} })`;

const foreignKeySource = (name: string, key: SnapshotForeignKey) =>
  `new TableForeignKey({ name: ${q(name)}, columnNames: ${JSON.stringify(key.columns)}, referencedTableName: ${q(key.referencedTable)}, ` +
  `referencedColumnNames: ${JSON.stringify(key.referencedColumns)}, onDelete: ${q(key.onDelete)} })`;

function tableSource(name: string, table: SnapshotTable): string {
  const lines = [`new Table({`, `  name: ${q(name)},`, `  columns: [`];
  for (const [column, shape] of Object.entries(table.columns)) lines.push(`    ${columnOptions(column, shape)},`);
  lines.push(`  ],`);
  const indices = Object.entries(table.indices);
  if (indices.length) lines.push(`  indices: [${indices.map(([n, i]) => indexSource(n, i)).join(", ")}],`);
  const keys = Object.entries(table.foreignKeys);
  if (keys.length) lines.push(`  foreignKeys: [${keys.map(([n, k]) => foreignKeySource(n, k)).join(", ")}],`);
  lines.push(`})`);
  return lines.join("\n");
}

/** "varchar(300)": a column's full PostgreSQL type. */
const postgresType = (column: SnapshotColumn) => `${typeFor(column, "postgres")}${column.length !== undefined ? `(${column.length})` : ""}`;

/**
 * TypeORM's changeColumn drops and re-adds a PostgreSQL column whose type or length changes,
 * losing its values; PostgreSQL converts them in place instead (ALTER COLUMN ... TYPE ... USING),
 * and changeColumn does the rest (nullability, default). On SQLite changeColumn copies the
 * table, values included.
 */
function changeColumnSource(step: Extract<Step, { kind: "changeColumn" }>): string {
  const change = (from: string) => `await queryRunner.changeColumn(${q(step.table)}, ${from}, new TableColumn(${columnOptions(step.column, step.to)}));`;
  const retyped = step.from.type !== step.to.type || step.from.length !== step.to.length;
  if (!retyped) return change(q(step.column));
  const type = postgresType(step.to);
  const convert = `await queryRunner.query('ALTER TABLE "${step.table}" ALTER COLUMN "${step.column}" TYPE ${type} USING "${step.column}"::${type}');`;
  const restChanges = step.from.nullable !== step.to.nullable || step.from.default !== step.to.default;
  const converted = { ...step.from, type: step.to.type, ...(step.to.length !== undefined ? { length: step.to.length } : {}) };
  if (step.to.length === undefined) delete converted.length;
  const onPostgres = restChanges ? [convert, change(`new TableColumn(${columnOptions(step.column, converted)})`)] : [convert];
  return ["if (postgres) {", ...onPostgres.map((line) => `  ${line}`), "} else {", `  ${change(q(step.column))}`, "}"].join("\n");
}

function stepSource(step: Step): string {
  const table = q(step.table);
  switch (step.kind) {
    case "createTable":
      return `await queryRunner.createTable(${tableSource(step.table, step.shape)});`;
    case "dropTable":
      return `await queryRunner.dropTable(${table});`;
    case "addColumn":
      return `await queryRunner.addColumn(${table}, new TableColumn(${columnOptions(step.column, step.shape)}));`;
    case "dropColumn":
      return `await queryRunner.dropColumn(${table}, ${q(step.column)});`;
    case "changeColumn":
      return changeColumnSource(step);
    case "createIndex":
      return `await queryRunner.createIndex(${table}, ${indexSource(step.index, step.shape)});`;
    case "dropIndex":
      return `await queryRunner.dropIndex(${table}, ${q(step.index)});`;
    case "createForeignKey":
      return `await queryRunner.createForeignKey(${table}, ${foreignKeySource(step.foreignKey, step.shape)});`;
    case "dropForeignKey":
      return `await queryRunner.dropForeignKey(${table}, ${q(step.foreignKey)});`;
  }
}

function methodBody(steps: readonly Step[]): string[] {
  const statements = steps.map(stepSource);
  const lines: string[] = [];
  if (statements.some((s) => s.includes("postgres ?") || s.includes("if (postgres)")))
    lines.push('const postgres = queryRunner.connection.driver.options.type === "postgres";');
  for (const statement of statements) lines.push(...statement.split("\n"));
  return lines.map((line) => `    ${line}`);
}

const USED_CLASSES = ["Table", "TableColumn", "TableForeignKey", "TableIndex"] as const;

export function migrationFile(name: string, steps: readonly Step[], notes: readonly string[], timestamp = Date.now()): MigrationFile {
  const className = `${pascal(name)}${timestamp}`;
  const up = methodBody(steps);
  const down = methodBody([...steps].reverse().map(undo));
  const body = [...up, ...down].join("\n");
  const used = USED_CLASSES.filter((c) => new RegExp(`new ${c}\\(`).test(body));
  const imports = [...used, "type MigrationInterface", "type QueryRunner"].join(", ");
  const review = notes.length ? ["//", "// To review before committing:", ...notes.map((note) => `// - ${note}`)] : [];
  const source = [
    `import { ${imports} } from "typeorm";`,
    "",
    `// Written by \`npm run migration -- ${name}\` from the registry and the entities, then frozen:`,
    "// a later change gets a migration of its own. The same calls run on SQLite and PostgreSQL.",
    ...review,
    "",
    `export class ${className} implements MigrationInterface {`,
    `  name = ${q(className)};`,
    "",
    "  async up(queryRunner: QueryRunner): Promise<void> {",
    ...up,
    "  }",
    "",
    "  async down(queryRunner: QueryRunner): Promise<void> {",
    ...down,
    "  }",
    "}",
    "",
  ].join("\n");
  return { fileName: `${timestamp}-${name}.ts`, className, source };
}
