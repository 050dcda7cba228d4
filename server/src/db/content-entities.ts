import { EntitySchema, type EntitySchemaColumnOptions, type EntitySchemaIndexOptions } from "typeorm";
import { SERVICE_SYSTEM_FIELDS, snakeCase, type ContentTypeSpec } from "../content/define.js";
import { FIELD_KINDS, ownTableField } from "../content/kinds/index.js";
import { CONTENT_TYPES, type ContentKey } from "../content/registry.js";

// The tables of the content types, described to TypeORM from the registry: one column per
// field, shaped by the field's kind (content/kinds/). Conventions: the legacy `sno` is the id,
// column = snake_case of the field, an index on each department, session and collection filter
// (idx_<table>_<column>), a unique index on unique fields (uq_...), created_at and updated_at;
// beside a sealed field (personal data encrypted at rest) its lookup hash, indexed.
// A kind without a column (committee members) gets a table of its own, <table>_member.
// Migrations are written by hand and never read this: a change here needs a new migration, and
// the schema test fails until the two agree.

/** A content row as TypeORM hands it over. */
export type ContentRecord = { id: number; createdAt: Date; updatedAt: Date } & Record<string, unknown>;

/** A members row: one member of one parent row, in the clerk's order. */
export interface MemberRecord {
  id: number;
  parentId: number;
  name: string;
  mobile: string;
  sortOrder: number;
  parent?: ContentRecord;
  createdAt: Date;
  updatedAt: Date;
}

export const columnNameOf = snakeCase;

/** The entity property of a sealed field's lookup hash ("aadhaarNumber" -> "aadhaarNumberHash", column aadhaar_number_hash). */
export const lookupHashOf = (field: string) => `${field}Hash`;

const INDEXED_FILTERS = new Set(["department", "session", "collection", "group", "gallery"]);

/** created_at and updated_at, set by TypeORM (their types per database, as its own stamps). */
export const ROW_STAMPS = {
  createdAt: { name: "created_at", type: undefined, createDate: true },
  updatedAt: { name: "updated_at", type: undefined, updateDate: true },
} as unknown as Record<string, EntitySchemaColumnOptions>;

function contentEntity(spec: ContentTypeSpec): EntitySchema<ContentRecord> {
  const columns: Record<string, EntitySchemaColumnOptions> = {
    id: { name: "sno", type: "integer", primary: true, generated: "increment" },
  };
  const indices: EntitySchemaIndexOptions[] = [];
  for (const [name, field] of Object.entries(spec.fields)) {
    const shape = FIELD_KINDS[field.kind].column(field);
    if (!shape) continue;
    const column = columnNameOf(name);
    columns[name] = {
      name: column,
      // Moments get their real type per database once the metadata is built (column-types.ts).
      type: shape.type === "timestamp" ? Date : shape.type,
      ...(shape.length !== undefined ? { length: shape.length } : {}),
      ...(shape.default !== undefined ? { default: shape.default } : {}),
      nullable: shape.default === undefined && !field.required,
    };
    if (FIELD_KINDS[field.kind].sealed) {
      const hash = lookupHashOf(name);
      columns[hash] = { name: columnNameOf(hash), type: "varchar", length: 64, nullable: true };
      indices.push({ name: `idx_${spec.table}_${columnNameOf(hash)}`, columns: [hash] });
    }
    if (field.unique) indices.push({ name: `uq_${spec.table}_${column}`, columns: [name], unique: true });
    else if (INDEXED_FILTERS.has(name) && (spec.filters as readonly string[]).includes(name)) {
      indices.push({ name: `idx_${spec.table}_${column}`, columns: [name] });
    }
  }
  // Who saved and the trash (define.ts SYSTEM_FIELDS); the one index every visitor's read uses.
  for (const system of SERVICE_SYSTEM_FIELDS) {
    columns[system.name] = { name: system.column, type: system.type === "timestamp" ? Date : "integer", nullable: true };
  }
  indices.push({ name: `idx_${spec.table}_visibility`, columns: ["deletedAt", "publishFrom", "validUntil"] });
  return new EntitySchema<ContentRecord>({ name: spec.graphql.type, tableName: spec.table, columns: { ...columns, ...ROW_STAMPS }, indices });
}

/** The table of a members field's rows, removed with their parent row. */
function memberEntity(spec: ContentTypeSpec): EntitySchema<MemberRecord> {
  const table = `${spec.table}_member`;
  const parentColumn = `${spec.table}_sno`;
  return new EntitySchema<MemberRecord>({
    name: `${spec.graphql.type}Member`,
    tableName: table,
    columns: {
      id: { name: "sno", type: "integer", primary: true, generated: "increment" },
      parentId: { name: parentColumn, type: "integer" },
      name: { name: "name", type: "varchar", length: 255 },
      mobile: { name: "mobile", type: "varchar", length: 255 },
      sortOrder: { name: "sort_order", type: "integer", default: 0 },
      ...ROW_STAMPS,
    },
    relations: {
      parent: {
        type: "many-to-one",
        target: spec.graphql.type,
        onDelete: "CASCADE",
        joinColumn: { name: parentColumn, foreignKeyConstraintName: `fk_${table}_${parentColumn}` },
      },
    },
    indices: [{ name: `idx_${table}_${parentColumn}`, columns: ["parentId"] }],
  });
}

const hasMembers = (spec: ContentTypeSpec) => ownTableField(spec.fields) !== undefined;

/** The entity of every registry type. */
export const CONTENT_ENTITIES = Object.fromEntries((Object.keys(CONTENT_TYPES) as ContentKey[]).map((key) => [key, contentEntity(CONTENT_TYPES[key])])) as Record<
  ContentKey,
  EntitySchema<ContentRecord>
>;

/** The members table of each type that has a members field, and only those. */
export const MEMBER_ENTITIES = Object.fromEntries(
  (Object.keys(CONTENT_TYPES) as ContentKey[]).filter((key) => hasMembers(CONTENT_TYPES[key])).map((key) => [key, memberEntity(CONTENT_TYPES[key])]),
) as Partial<Record<ContentKey, EntitySchema<MemberRecord>>>;
