import type { SnapshotColumn } from "./snapshot.js";

// How each driver spells a snapshot column's type and default: what a generated migration
// writes for each, and what the schema test expects to read back from a live database.

export type Driver = "postgres" | "sqlite";
export const DRIVERS: readonly Driver[] = ["postgres", "sqlite"];

const TYPE_NAMES: Readonly<Record<SnapshotColumn["type"], Readonly<Record<Driver, string>>>> = {
  varchar: { postgres: "varchar", sqlite: "varchar" },
  text: { postgres: "text", sqlite: "text" },
  integer: { postgres: "integer", sqlite: "integer" },
  boolean: { postgres: "boolean", sqlite: "boolean" },
  date: { postgres: "date", sqlite: "date" },
  timestamp: { postgres: "timestamp", sqlite: "datetime" },
  timestamptz: { postgres: "timestamp with time zone", sqlite: "datetime" },
};

export const typeFor = (column: SnapshotColumn, driver: Driver): string => TYPE_NAMES[column.type][driver];

/** The SQL of a default as TypeORM writes and reads it back on each driver ("false" is "0" on SQLite). */
export function defaultFor(column: SnapshotColumn, driver: Driver): string | undefined {
  const value = column.default;
  if (value === undefined) return undefined;
  if (value === "now") return driver === "postgres" ? "now()" : "datetime('now')";
  if (driver === "sqlite" && value === "false") return "0";
  if (driver === "sqlite" && value === "true") return "1";
  return value;
}
