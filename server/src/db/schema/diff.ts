import type { SchemaSnapshot, SnapshotColumn, SnapshotForeignKey, SnapshotIndex, SnapshotTable } from "./snapshot.js";

// What changed between two snapshots, as the steps of a migration in the order they can run:
// old keys and indices go first, new tables before their columns, new indices and keys last.
// A step knows its undoing, so a migration's `down` is its steps undone in reverse.

export type Step =
  | { kind: "createTable"; table: string; shape: SnapshotTable }
  | { kind: "dropTable"; table: string; shape: SnapshotTable }
  | { kind: "addColumn"; table: string; column: string; shape: SnapshotColumn }
  | { kind: "dropColumn"; table: string; column: string; shape: SnapshotColumn }
  | { kind: "changeColumn"; table: string; column: string; from: SnapshotColumn; to: SnapshotColumn }
  | { kind: "createIndex"; table: string; index: string; shape: SnapshotIndex }
  | { kind: "dropIndex"; table: string; index: string; shape: SnapshotIndex }
  | { kind: "createForeignKey"; table: string; foreignKey: string; shape: SnapshotForeignKey }
  | { kind: "dropForeignKey"; table: string; foreignKey: string; shape: SnapshotForeignKey };

/** The kind that undoes each kind of step but a column change (the two of a pair have the same fields). */
const UNDOING: Readonly<Record<Exclude<Step["kind"], "changeColumn">, Step["kind"]>> = {
  createTable: "dropTable",
  dropTable: "createTable",
  addColumn: "dropColumn",
  dropColumn: "addColumn",
  createIndex: "dropIndex",
  dropIndex: "createIndex",
  createForeignKey: "dropForeignKey",
  dropForeignKey: "createForeignKey",
};

export function undo(step: Step): Step {
  if (step.kind === "changeColumn") return { ...step, from: step.to, to: step.from };
  return { ...step, kind: UNDOING[step.kind] } as Step;
}

/** Equal whatever the order of their keys (a snapshot edited by hand, an older tool). */
const same = (a: object, b: object) => {
  const canonical = (value: object) => JSON.stringify(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)));
  return canonical(a) === canonical(b);
};

/** A change this tool does not write (a new primary key): the developer writes that migration by hand. */
export class UnsupportedChange extends Error {}

/**
 * Named parts of a table that are never changed in place (indices, foreign keys): the ones to drop
 * (gone or changed) and to make (new or changed), each in the order the snapshot lists them.
 */
function replacedParts<T extends object>(before: Record<string, T>, after: Record<string, T>): { dropped: [string, T][]; made: [string, T][] } {
  const dropped: [string, T][] = [];
  const made: [string, T][] = [];
  for (const [name, to] of Object.entries(after)) {
    const from = before[name];
    if (from && same(from, to)) continue;
    if (from) dropped.push([name, from]);
    made.push([name, to]);
  }
  for (const [name, from] of Object.entries(before)) {
    if (!after[name]) dropped.push([name, from]);
  }
  return { dropped, made };
}

export function schemaSteps(before: SchemaSnapshot, after: SchemaSnapshot): Step[] {
  const dropKeys: Step[] = [];
  const dropIndices: Step[] = [];
  const createTables: Step[] = [];
  const addColumns: Step[] = [];
  const changeColumns: Step[] = [];
  const dropColumns: Step[] = [];
  const dropTables: Step[] = [];
  const createIndices: Step[] = [];
  const createKeys: Step[] = [];

  for (const [table, shape] of Object.entries(after.tables)) {
    const old = before.tables[table];
    if (!old) {
      createTables.push({ kind: "createTable", table, shape });
      continue;
    }
    for (const [column, to] of Object.entries(shape.columns)) {
      const from = old.columns[column];
      if (!from) {
        if (to.primary) throw new UnsupportedChange(`${table}.${column} would become part of the primary key: write this migration by hand.`);
        addColumns.push({ kind: "addColumn", table, column, shape: to });
      } else if (!same(from, to)) {
        if (from.primary !== to.primary || from.generated !== to.generated) {
          throw new UnsupportedChange(`The primary key of ${table} changes (${column}): write this migration by hand.`);
        }
        changeColumns.push({ kind: "changeColumn", table, column, from, to });
      }
    }
    for (const [column, from] of Object.entries(old.columns)) {
      if (column in shape.columns) continue;
      if (from.primary) throw new UnsupportedChange(`The primary key of ${table} changes (${column}): write this migration by hand.`);
      dropColumns.push({ kind: "dropColumn", table, column, shape: from });
    }
    const parts = replacedParts(old.indices, shape.indices);
    dropIndices.push(...parts.dropped.map(([index, from]): Step => ({ kind: "dropIndex", table, index, shape: from })));
    createIndices.push(...parts.made.map(([index, to]): Step => ({ kind: "createIndex", table, index, shape: to })));
    const keys = replacedParts(old.foreignKeys, shape.foreignKeys);
    dropKeys.push(...keys.dropped.map(([foreignKey, from]): Step => ({ kind: "dropForeignKey", table, foreignKey, shape: from })));
    createKeys.push(...keys.made.map(([foreignKey, to]): Step => ({ kind: "createForeignKey", table, foreignKey, shape: to })));
  }
  // Tables that go: the ones that refer to others first (the reverse of their creation order).
  for (const [table, shape] of Object.entries(before.tables).reverse()) {
    if (!after.tables[table]) dropTables.push({ kind: "dropTable", table, shape });
  }

  return [...dropKeys, ...dropIndices, ...createTables, ...addColumns, ...changeColumns, ...dropColumns, ...dropTables, ...createIndices, ...createKeys];
}

/** What a reviewer must look at before committing: steps that fail on rows already stored, or lose them. */
export function reviewNotes(steps: readonly Step[]): string[] {
  const notes: string[] = [];
  for (const step of steps) {
    const where = step.kind === "addColumn" || step.kind === "changeColumn" || step.kind === "dropColumn" ? `${step.table}.${step.column}` : step.table;
    if (step.kind === "addColumn" && !step.shape.nullable && step.shape.default === undefined) {
      notes.push(
        `${where} is required and has no default: a table that already has rows cannot take it. Give the field a default, or add it as optional, fill it in, then make it required.`,
      );
    }
    if (step.kind === "changeColumn" && step.from.nullable && !step.to.nullable && step.to.default === undefined) {
      notes.push(`${where} becomes required: rows stored without a value make this step fail. Fill them in first (an UPDATE before the change).`);
    }
    if (step.kind === "changeColumn" && step.from.type !== step.to.type) {
      notes.push(`${where} changes from ${step.from.type} to ${step.to.type}: check that the stored values convert.`);
    }
    if (step.kind === "dropColumn")
      notes.push(`${where} is dropped with its values. If the field was renamed, replace the drop and the add with queryRunner.renameColumn.`);
    if (step.kind === "dropTable")
      notes.push(`${where} is dropped with its rows. If the type was renamed, replace the drop and the create with queryRunner.renameTable.`);
  }
  return notes;
}
