import { Column, type ColumnOptions, type DataSource } from "typeorm";
import { snakeCase } from "../../content/define.js";

// Points in time other than the created/updated stamps (a session's expiry, a lock's end) are
// "timestamp with time zone" on PostgreSQL and "datetime" on SQLite. Neither name is valid on
// the other driver, and one process may open both kinds of database (the tests do), so the
// columns are declared as Date (accepted by both) and each data source sets the real type once
// its metadata is built (see data-source.ts). The initial migration picks the same types.

export type TimestampType = "timestamp with time zone" | "datetime";

export function timestampTypeFor(driverType: string): TimestampType {
  return driverType === "postgres" ? "timestamp with time zone" : "datetime";
}

/** Declaring class -> names of its timestamp properties. */
const timestampProperties = new Map<object, Set<string>>();

type PlainOptions = Omit<ColumnOptions, "type" | "length">;

/**
 * A column of `type`, named after its property in snake_case (rowId -> row_id) unless the
 * options name it, as the content tables' columns are (content-entities.ts).
 */
function typedColumn(type: ColumnOptions["type"], options: ColumnOptions): PropertyDecorator {
  return (target, propertyName) => Column({ name: snakeCase(String(propertyName)), ...options, type })(target, propertyName);
}

export const IntegerColumn = (options: PlainOptions = {}) => typedColumn("integer", options);
export const TextColumn = (options: PlainOptions = {}) => typedColumn("text", options);
export const BooleanColumn = (options: PlainOptions = {}) => typedColumn("boolean", options);
export const VarcharColumn = (length: number, options: PlainOptions = {}) => typedColumn("varchar", { ...options, length });

/** A point-in-time column; its database type is set per driver by `applyTimestampTypes`. */
export function TimestampColumn(options: PlainOptions = {}): PropertyDecorator {
  const column = typedColumn(Date, options);
  return (target, propertyName) => {
    const names = timestampProperties.get(target.constructor) ?? new Set<string>();
    names.add(String(propertyName));
    timestampProperties.set(target.constructor, names);
    column(target, propertyName);
  };
}

export function applyTimestampTypes(dataSource: DataSource): void {
  const type = timestampTypeFor(dataSource.options.type);
  for (const metadata of dataSource.entityMetadatas) {
    for (const column of metadata.columns) {
      const declaring = column.target as object;
      // Content tables (entity schemas built from the registry) declare their moments as Date too.
      if (timestampProperties.get(declaring)?.has(column.propertyName) || column.type === Date) column.type = type;
    }
  }
}
