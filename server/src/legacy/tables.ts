import type { FieldSpec, LegacyFieldNames } from "../content/define.js";
import { CONTENT_TYPES, type ContentKey } from "../content/registry.js";

// The shim's lookup tables, built once from the registry entries' `legacy` blocks: which list
// key, action name and form field spelling means which content type and field. Nothing here is
// written out by hand: a spelling the registry does not hold is not understood.

export type Operation = "insert" | "update" | "delete" | "updateMember";

export interface LegacyField {
  name: string;
  spec: FieldSpec;
  names: LegacyFieldNames;
  /** Names an insert form may use, in order of preference (members: names list, then numbers list). */
  insertSpellings: string[];
  /** Names an update form may use: the column header, then the insert names, then the row name. */
  updateSpellings: string[];
}

export interface LegacyType {
  key: ContentKey;
  /** Fields that have at least one legacy spelling. */
  fields: LegacyField[];
  /** Rows carry `sno` when the old client could edit or delete them by it. */
  rowsHaveSno: boolean;
  /** Types with members: the form names of one member's name and mobile number. */
  memberSpellings?: Readonly<Record<"name" | "mobile", readonly string[]>>;
}

export interface LegacyAction {
  operation: Operation;
  type: LegacyType;
}

export interface LegacyTables {
  types: Map<ContentKey, LegacyType>;
  lists: Map<string, LegacyType>;
  actions: Map<string, LegacyAction>;
}

export function insertSpellings(names: LegacyFieldNames): string[] {
  if (names.insert === undefined) return [];
  return typeof names.insert === "string" ? [names.insert] : [...names.insert];
}

/** Adds `spelling -> value` to `map`; two different meanings for one spelling are a registry mistake. */
function claim<V>(map: Map<string, V>, spelling: string, value: V, where: string): void {
  const taken = map.get(spelling);
  if (taken !== undefined && taken !== value) {
    throw new Error(`Legacy spelling "${spelling}" has two meanings (${where}). Fix the registry's legacy blocks.`);
  }
  map.set(spelling, value);
}

function buildType(key: ContentKey): LegacyType | null {
  const spec = CONTENT_TYPES[key];
  const legacy = spec.legacy;
  if (!legacy) return null;
  const fields: LegacyField[] = Object.entries(legacy.fields).map(([name, names]) => {
    const fieldSpec = (spec.fields as Record<string, FieldSpec>)[name];
    if (!fieldSpec) throw new Error(`Legacy block of ${key} names "${name}", which is not one of its fields.`);
    const inserts = insertSpellings(names);
    const updates = [...new Set([...(names.column ? [names.column] : []), ...inserts, ...(names.row ? [names.row] : [])])];
    return { name, spec: fieldSpec, names, insertSpellings: inserts, updateSpellings: updates };
  });
  const insertOwners = new Map<string, LegacyField>();
  const updateOwners = new Map<string, LegacyField>();
  for (const field of fields) {
    for (const spelling of field.insertSpellings) claim(insertOwners, spelling, field, `insert form of ${key}`);
    for (const spelling of field.updateSpellings) claim(updateOwners, spelling, field, `update form of ${key}`);
  }
  const rowsHaveSno = Boolean(legacy.update?.length || legacy.delete?.length);
  return { key, fields, rowsHaveSno, ...(legacy.member ? { memberSpellings: legacy.member.fields } : {}) };
}

export function buildLegacyTables(): LegacyTables {
  const types = new Map<ContentKey, LegacyType>();
  const lists = new Map<string, LegacyType>();
  const actions = new Map<string, LegacyAction>();
  for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
    const type = buildType(key);
    if (!type) continue;
    types.set(key, type);
    const legacy = CONTENT_TYPES[key].legacy!;
    if (legacy.listKey) claim(lists, legacy.listKey, type, "list keys");
    const named: [Operation, readonly string[]][] = [
      ["insert", legacy.insert ? [legacy.insert] : []],
      ["update", legacy.update ?? []],
      ["delete", legacy.delete ?? []],
      ["updateMember", legacy.member?.update ?? []],
    ];
    for (const [operation, names] of named) {
      for (const name of names) {
        if (actions.has(name)) throw new Error(`Legacy action "${name}" is named by two content types.`);
        actions.set(name, { operation, type });
      }
    }
  }
  return { types, lists, actions };
}
