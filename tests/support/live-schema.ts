import type { DataSource, TableColumn } from "typeorm";
import type { SchemaSnapshot, SnapshotColumn } from "../../server/src/db/schema/snapshot.js";
import { defaultFor, typeFor, type Driver } from "../../server/src/db/schema/spelling.js";

// A database's tables, columns, indices and foreign keys in one comparable shape, read from a
// live database or spelled from the schema snapshot for that database's driver.

interface ComparableColumn {
  type: string;
  length?: number;
  nullable: boolean;
  default?: string;
  primary?: true;
  generated?: "increment";
}
export type ComparableSchema = Record<string, { columns: Record<string, ComparableColumn>; indices: Record<string, string>; foreignKeys: Record<string, string> }>;

const driverOf = (dataSource: DataSource): Driver => (dataSource.options.type === "postgres" ? "postgres" : "sqlite");

/** PostgreSQL reads back its own long names and quotes a number default ('0'). */
const LONG_NAMES: Readonly<Record<string, string>> = { "character varying": "varchar", "timestamp without time zone": "timestamp" };

function liveColumn(column: TableColumn): ComparableColumn {
  const shape: ComparableColumn = { type: LONG_NAMES[column.type] ?? column.type, nullable: column.isNullable };
  if (column.length) shape.length = Number(column.length);
  if (column.default !== undefined && column.default !== null && !column.isGenerated) shape.default = String(column.default).replace(/^'(-?\d+)'$/, "$1");
  if (column.isPrimary) {
    shape.primary = true;
    shape.nullable = false;
  }
  if (column.isGenerated && column.generationStrategy === "increment") shape.generated = "increment";
  return shape;
}

function spelledColumn(column: SnapshotColumn, driver: Driver): ComparableColumn {
  const shape: ComparableColumn = { type: typeFor(column, driver), nullable: column.nullable };
  if (column.length !== undefined) shape.length = column.length;
  const fallback = defaultFor(column, driver);
  if (fallback !== undefined) shape.default = fallback;
  if (column.primary) shape.primary = true;
  if (column.generated) shape.generated = column.generated;
  return shape;
}

const sortedKeys = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/**
 * PostgreSQL's index columns in the index's own order: TypeORM reads them in the table's column
 * order, which differs for an index such as (deleted_at, publish_from, valid_until).
 */
async function postgresIndexColumns(runner: { query(sql: string): Promise<unknown> }): Promise<Map<string, string[]>> {
  const rows = (await runner.query(
    `SELECT i.relname AS name, a.attname AS column FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
       CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, position)
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
     ORDER BY i.relname, k.position`,
  )) as { name: string; column: string }[];
  const order = new Map<string, string[]>();
  for (const row of rows) order.set(row.name, [...(order.get(row.name) ?? []), row.column]);
  return order;
}

export async function liveSchema(dataSource: DataSource): Promise<ComparableSchema> {
  const runner = dataSource.createQueryRunner();
  try {
    const names = (
      (await runner.query(
        driverOf(dataSource) === "postgres"
          ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
          : "SELECT name FROM sqlite_master WHERE type = 'table'",
      )) as { name: string }[]
    )
      .map((row) => row.name)
      // The search's word index is written by hand per database (an FTS5 table and its shadow
      // tables, or a tsvector table): no entity, so not in the snapshot.
      .filter((name) => name !== "migrations" && !name.startsWith("sqlite_") && !name.startsWith("search_entry_fts"));
    const tables = await runner.getTables(names);
    const indexOrder = driverOf(dataSource) === "postgres" ? await postgresIndexColumns(runner) : undefined;
    const schema: ComparableSchema = {};
    for (const table of tables) {
      schema[table.name] = {
        columns: sortedKeys(Object.fromEntries(table.columns.map((c) => [c.name, liveColumn(c)]))),
        indices: sortedKeys(
          Object.fromEntries(table.indices.map((i) => [i.name!, `${i.isUnique ? "unique " : ""}(${(indexOrder?.get(i.name!) ?? i.columnNames).join(", ")})`])),
        ),
        foreignKeys: sortedKeys(
          Object.fromEntries(
            table.foreignKeys.map((k) => [
              k.name!,
              `(${k.columnNames.join(", ")}) -> ${k.referencedTableName}(${k.referencedColumnNames.join(", ")}) on delete ${k.onDelete}`,
            ]),
          ),
        ),
      };
    }
    return sortedKeys(schema);
  } finally {
    await runner.release();
  }
}

export function spelledSchema(snapshot: SchemaSnapshot, dataSource: DataSource): ComparableSchema {
  const driver = driverOf(dataSource);
  const schema: ComparableSchema = {};
  for (const [name, table] of Object.entries(snapshot.tables)) {
    schema[name] = {
      columns: sortedKeys(Object.fromEntries(Object.entries(table.columns).map(([c, column]) => [c, spelledColumn(column, driver)]))),
      indices: sortedKeys(Object.fromEntries(Object.entries(table.indices).map(([i, index]) => [i, `${index.unique ? "unique " : ""}(${index.columns.join(", ")})`]))),
      foreignKeys: sortedKeys(
        Object.fromEntries(
          Object.entries(table.foreignKeys).map(([k, key]) => [
            k,
            `(${key.columns.join(", ")}) -> ${key.referencedTable}(${key.referencedColumns.join(", ")}) on delete ${key.onDelete}`,
          ]),
        ),
      ),
    };
  }
  return sortedKeys(schema);
}
