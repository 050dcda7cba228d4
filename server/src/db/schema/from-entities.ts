import "reflect-metadata";
import { DataSource, type EntityMetadata } from "typeorm";
import type { ColumnMetadata } from "typeorm/metadata/ColumnMetadata.js";
import { ALL_ENTITIES, applyTimestampTypes } from "../entities/index.js";
import type { SchemaSnapshot, SnapshotColumn, SnapshotTable, SnapshotType } from "./snapshot.js";

// The schema the entities describe (the registry's content types and the fixed entities in
// entities/), as a snapshot. TypeORM builds the entities' metadata as it would for PostgreSQL,
// without connecting: PostgreSQL's names tell the two kinds of timestamp apart.

/** Builds the metadata only: no connection is opened. */
class EntityReader extends DataSource {
  async metadata(): Promise<EntityMetadata[]> {
    await this.buildMetadatas();
    applyTimestampTypes(this);
    return this.entityMetadatas;
  }
}

const TYPES: Readonly<Record<string, SnapshotType>> = {
  varchar: "varchar",
  text: "text",
  integer: "integer",
  boolean: "boolean",
  date: "date",
  timestamp: "timestamp",
  "timestamp with time zone": "timestamptz",
};

function columnOf(metadata: EntityMetadata, column: ColumnMetadata): SnapshotColumn {
  const type = TYPES[String(column.type)];
  if (!type) throw new Error(`${metadata.tableName}.${column.databaseName}: the column type "${String(column.type)}" is not one the migrations know.`);
  const shape: SnapshotColumn = { type, ...(column.length ? { length: Number(column.length) } : {}), nullable: column.isNullable };
  if (column.isCreateDate || column.isUpdateDate) shape.default = "now";
  else if (column.default !== undefined && column.default !== null) shape.default = defaultOf(column.default);
  if (column.isPrimary) shape.primary = true;
  if (column.isGenerated && column.generationStrategy === "increment") shape.generated = "increment";
  return shape;
}

function defaultOf(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`A column default of ${typeof value} is not one the migrations know.`);
}

function tableOf(metadata: EntityMetadata): SnapshotTable {
  const table: SnapshotTable = { columns: {}, indices: {}, foreignKeys: {} };
  for (const column of metadata.columns) table.columns[column.databaseName] = columnOf(metadata, column);
  for (const index of metadata.indices) {
    table.indices[index.name] = { columns: index.columns.map((c) => c.databaseName), unique: index.isUnique };
  }
  for (const foreignKey of metadata.foreignKeys) {
    table.foreignKeys[foreignKey.name] = {
      columns: foreignKey.columnNames,
      referencedTable: foreignKey.referencedTablePath,
      referencedColumns: foreignKey.referencedColumnNames,
      onDelete: foreignKey.onDelete ?? "NO ACTION",
    };
  }
  if (metadata.uniques.length > 0) throw new Error(`${metadata.tableName}: write a unique rule as a unique index (uq_<table>_<column>).`);
  return table;
}

/** Tables in name order, except that one others refer to comes before them (the order they can be created in). */
function creationOrder(tables: Map<string, SnapshotTable>): Record<string, SnapshotTable> {
  const ordered: Record<string, SnapshotTable> = {};
  const visit = (name: string) => {
    if (ordered[name]) return;
    const table = tables.get(name)!;
    for (const key of Object.values(table.foreignKeys)) if (key.referencedTable !== name) visit(key.referencedTable);
    ordered[name] = table;
  };
  for (const name of tables.keys()) visit(name);
  return ordered;
}

export async function entitySnapshot(): Promise<SchemaSnapshot> {
  const reader = new EntityReader({ type: "postgres", entities: ALL_ENTITIES });
  const metadata = await reader.metadata();
  const sorted = [...metadata].sort((a, b) => a.tableName.localeCompare(b.tableName));
  const tables = new Map(sorted.map((m) => [m.tableName, tableOf(m)] as const));
  return { tables: creationOrder(tables) };
}
