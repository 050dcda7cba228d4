import type { SnapshotColumn } from "./snapshot.js";

// How each driver spells a snapshot column's type and default: what a generated migration
// writes for each, and what the schema test expects to read back from a live database.

export type Driver = "postgres" | "sqlite";
export const DRIVERS: readonly Driver[] = ["postgres", "sqlite"];

/** Where a driver's name for a type is not the snapshot's own (varchar, text, integer, boolean, date). */
const RENAMED_TYPES: Readonly<Record<Driver, Partial<Record<SnapshotColumn["type"], string>>>> = {
  postgres: { timestamptz: "timestamp with time zone" },
  sqlite: { timestamp: "datetime", timestamptz: "datetime" },
};

export const typeFor = (column: SnapshotColumn, driver: Driver): string => RENAMED_TYPES[driver][column.type] ?? column.type;

/** The SQL of a default as TypeORM writes and reads it back on each driver ("false" is "0" on SQLite). */
export function defaultFor(column: SnapshotColumn, driver: Driver): string | undefined {
  const value = column.default;
  if (value === undefined) return undefined;
  if (value === "now") return driver === "postgres" ? "now()" : "datetime('now')";
  if (driver === "sqlite" && value === "false") return "0";
  if (driver === "sqlite" && value === "true") return "1";
  return value;
}
