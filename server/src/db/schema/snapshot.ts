import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The schema as the last migration left it, in words that mean the same on SQLite and
// PostgreSQL (spelling.ts turns them into each driver's). Committed as schema-snapshot.json
// beside the migrations; `npm run migration -- <name>` compares the registry with it and writes
// the migration that closes the gap, then the new snapshot.

/** Column types: the database's own names except the two points in time. */
export type SnapshotType =
  | "varchar"
  | "text"
  | "integer"
  | "boolean"
  | "date"
  /** created_at/updated_at: "timestamp" on PostgreSQL, "datetime" on SQLite. */
  | "timestamp"
  /** Other points in time: "timestamp with time zone" on PostgreSQL, "datetime" on SQLite. */
  | "timestamptz";

export interface SnapshotColumn {
  type: SnapshotType;
  length?: number;
  nullable: boolean;
  /** A number, `true`/`false`, "now" (the time of the insert) or a quoted text. */
  default?: string;
  primary?: true;
  /** The legacy `sno`: a whole number the database counts up. */
  generated?: "increment";
}

export interface SnapshotIndex {
  columns: string[];
  unique: boolean;
}

export interface SnapshotForeignKey {
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: string;
}

export interface SnapshotTable {
  /** In the entity's order (new columns of an existing table go last in the database). */
  columns: Record<string, SnapshotColumn>;
  indices: Record<string, SnapshotIndex>;
  foreignKeys: Record<string, SnapshotForeignKey>;
}

export interface SchemaSnapshot {
  /** Tables by name, in the order they are created (a referenced table before the ones that refer to it). */
  tables: Record<string, SnapshotTable>;
}

export const SNAPSHOT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "migrations", "schema-snapshot.json");

/** The committed snapshot's text as the tool writes it: stable, one column per line, easy to review. */
export function snapshotText(snapshot: SchemaSnapshot): string {
  const lines: string[] = ["{", '  "tables": {'];
  const tables = Object.entries(snapshot.tables);
  tables.forEach(([name, table], t) => {
    lines.push(`    ${JSON.stringify(name)}: {`);
    const groups = [
      ["columns", table.columns],
      ["indices", table.indices],
      ["foreignKeys", table.foreignKeys],
    ] as const;
    groups.forEach(([group, entries], g) => {
      const items = Object.entries(entries as Record<string, object>);
      const close = g < groups.length - 1 ? "," : "";
      if (items.length === 0) {
        lines.push(`      ${JSON.stringify(group)}: {}${close}`);
        return;
      }
      lines.push(`      ${JSON.stringify(group)}: {`);
      for (const [i, [key, value]] of items.entries()) lines.push(`        ${JSON.stringify(key)}: ${oneLine(value)}${i < items.length - 1 ? "," : ""}`);
      lines.push(`      }${close}`);
    });
    lines.push(`    }${t < tables.length - 1 ? "," : ""}`);
  });
  lines.push("  }", "}", "");
  return lines.join("\n");
}

const oneLine = (value: object) => JSON.stringify(value).replace(/":/g, '": ').replace(/,"/g, ', "');

export function readSnapshot(file = SNAPSHOT_FILE): SchemaSnapshot {
  if (!fs.existsSync(file)) return { tables: {} };
  return JSON.parse(fs.readFileSync(file, "utf8")) as SchemaSnapshot;
}
