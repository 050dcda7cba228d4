import type { ObjectLiteral } from "typeorm";
import { SERVICE_SYSTEM_FIELDS, type ContentTypeSpec } from "../../content/define.js";
import { FIELD_KINDS, type StoredImageInfo } from "../../content/kinds/index.js";
import type { PictureFacts, StoredFileFacts } from "../../content/kinds/files.js";
import { TYPE_NAMES_MR } from "../../content/type-names-mr.js";
import type { ContentKey } from "../../content/registry.js";
import type { TypeName } from "../../messages/english.js";
import { badInput, wordedError, type AppError } from "../../base/errors.js";
import type { Actor } from "../../base/actor.js";
import { lookupHashOf, type StoredFileName, type StoredImage } from "../../db/entities/index.js";
import { imageInfoOf } from "../stored-images.js";
import type { Member } from "../members-field.js";
import { validateFields } from "../validation.js";
import type { ContentRow, RowParts } from "../content-service.types.js";
import type { TypeContext } from "./type-context.js";
import { applyVisibility, joinedFileName, joinedPicture, joinFileRecords } from "./list-query.js";

// A type's rows between the table and the service's callers: columns to a row (sealed values
// shown only as far as they may be, members and files' companions beside it) and back.

/** A type's name in each language, for the messages about its rows. */
export const typeName = (spec: ContentTypeSpec): TypeName => ({ en: spec.label, mr: TYPE_NAMES_MR[spec.key as ContentKey]?.label ?? spec.label });
/** A row of a type, by its number, that is not there (or not in the Trash). */
export const rowNotFound = (spec: ContentTypeSpec, id: number) => wordedError("NOT_FOUND", "rowNotFound", { typeName: typeName(spec), id });
export const rowNotInTrash = (spec: ContentTypeSpec, id: number) => wordedError("NOT_FOUND", "rowNotInTrash", { typeName: typeName(spec), id });

/** Two readings of a row's last-change time name the same moment. */
export const sameMoment = (a: unknown, b: unknown): boolean => new Date(a as Date).getTime() === new Date(b as Date).getTime();

/** The account that made a change, for the rows' createdBy / updatedBy / deletedBy. */
export const accountOf = (actor: Actor): number | null => (actor.kind === "admin" ? actor.accountId : null);

/** The largest id an integer column holds on both databases; a larger number names no record. */
const MAX_RECORD_NUMBER = 2_147_483_647;

/** Refuses what cannot be a record number; a number past the integer range names no record. */
export function checkRecordNumber(id: number, missing: () => AppError): void {
  if (!Number.isInteger(id) || id <= 0) throw badInput("id", "The record number must be a positive whole number.");
  if (id > MAX_RECORD_NUMBER) throw missing();
}

/** The condition that finds rows whose `name` is exactly `value`: a sealed field by its lookup hash. */
export const exactly = ({ sealedFields, sealer }: TypeContext, name: string, value: unknown): Record<string, unknown> =>
  sealedFields.has(name) ? { [lookupHashOf(name)]: sealer.lookupHash(String(value)) } : { [name]: value };

export function toRow({ columnFields, sealedFields, sealer, membersField }: TypeContext, entity: ObjectLiteral, members?: Member[]): ContentRow {
  const row: ContentRow = { id: entity.id, createdAt: entity.createdAt, updatedAt: entity.updatedAt };
  for (const [name, field] of columnFields) {
    const value = entity[name] ?? null;
    const sealed = sealedFields.get(name);
    if (sealed && typeof value === "string") {
      // Only what may be shown: the value itself stays sealed (a clear one from before the
      // data key, sealed at the next start, is shown the same way).
      row[name] = sealer.isSealed(value) ? sealer.shown(value) : sealed.shown(value);
    } else row[name] = FIELD_KINDS[field.kind].fromColumn(value);
  }
  for (const system of SERVICE_SYSTEM_FIELDS) row[system.name] = entity[system.name] ?? null;
  if (membersField) row[membersField] = members ?? [];
  return row;
}

export function toColumns({ columnFields, sealedFields, sealer }: TypeContext, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of columnFields) {
    if (!(name in values)) continue;
    out[name] = FIELD_KINDS[field.kind].toColumn(values[name]);
    const sealed = sealedFields.get(name);
    if (sealed) {
      const plain = out[name];
      out[name] = typeof plain === "string" ? sealer.seal(plain, sealed.shown(plain)) : null;
      out[lookupHashOf(name)] = typeof plain === "string" ? sealer.lookupHash(plain) : null;
    }
  }
  return out;
}

const loadMembers = async ({ members }: TypeContext, ids: number[], parts: RowParts = {}) =>
  members && parts.members !== false ? members.load(ids) : new Map<number, Member[]>();

/** What a query with `joinFileRecords` brought along of the rows' files: pictures' infos and files' original names, by key. */
interface JoinedFiles {
  pictures: Map<string, StoredImageInfo>;
  names: Map<string, string>;
}

function joinedFiles({ pictureFields, fileFields }: TypeContext, entities: ObjectLiteral[]): JoinedFiles {
  const joined: JoinedFiles = { pictures: new Map(), names: new Map() };
  for (const entity of entities) {
    pictureFields.forEach((_, index) => {
      const image = entity[joinedPicture(index)] as StoredImage | null | undefined;
      if (image) joined.pictures.set(image.key, imageInfoOf(image));
    });
    fileFields.forEach((_, index) => {
      const named = entity[joinedFileName(index)] as StoredFileName | null | undefined;
      if (named) joined.names.set(named.key, named.name);
    });
  }
  return joined;
}

/**
 * Puts each picture's size and variants beside it ("photoImageInfo"; null if unknown), with its
 * file's type, size and original name; and each document's type, size and original name
 * ("syllabusPdfInfo"). The pictures' infos and the names come with the rows' query
 * (`joinFileRecords`); the type and size from the stored files (remembered by FileFacts).
 */
async function attachImages(ctx: TypeContext, rows: ContentRow[], joined: JoinedFiles): Promise<ContentRow[]> {
  const { documentFields, pictureFields, fileFacts } = ctx;
  const keys = rows.flatMap((row) =>
    [...documentFields, ...pictureFields].map(([name]) => row[name]).filter((key): key is string => typeof key === "string" && key !== ""),
  );
  const facts = fileFacts ? await fileFacts.load(keys) : new Map<string, StoredFileFacts>();
  const nameOf = (key: unknown) => (typeof key === "string" ? joined.names.get(key) : undefined);
  /** A file's facts with its original name (a new object: the facts are shared and remembered). */
  const factsOf = (key: unknown): StoredFileFacts | undefined => {
    const found = typeof key === "string" ? facts.get(key) : undefined;
    const name = nameOf(key);
    return found && name ? { ...found, name } : found;
  };
  for (const row of rows) {
    for (const [name, infoName] of documentFields) row[infoName] = factsOf(row[name]) ?? null;
    for (const [name, infoName] of pictureFields) {
      const key = row[name];
      const info = typeof key === "string" ? joined.pictures.get(key) : undefined;
      const file = typeof key === "string" ? facts.get(key) : undefined;
      row[infoName] = info ? ({ ...info, contentType: file?.contentType, bytes: file?.bytes, name: nameOf(key) } satisfies PictureFacts) : null;
    }
  }
  return rows;
}

/** Whether a read brings its files' companions; pictures' infos then come with the rows' query. */
export const withFileInfo = (ctx: TypeContext, parts: RowParts) => parts.fileInfo !== false && ctx.fileFields.length > 0;

/** The rows of a query's entities, with what `parts` asks for. */
export async function rowsOf(ctx: TypeContext, entities: ObjectLiteral[], parts: RowParts): Promise<ContentRow[]> {
  const members = await loadMembers(
    ctx,
    entities.map((e) => e.id as number),
    parts,
  );
  const rows = await markNew(
    ctx,
    entities.map((e) => toRow(ctx, e, members.get(e.id as number))),
  );
  return withFileInfo(ctx, parts) ? attachImages(ctx, rows, joinedFiles(ctx, entities)) : rows;
}

/**
 * Types with a NEW badge (lifecycle.newBadge): `isNew` on each row, for NEW_DAYS days after it
 * was published (its "publish from", else when it was added).
 */
async function markNew({ spec, deps, now }: TypeContext, rows: ContentRow[]): Promise<ContentRow[]> {
  if (!spec.lifecycle?.newBadge || rows.length === 0) return rows;
  const days = (await deps.newBadgeDays?.()) ?? 0;
  const at = now().getTime();
  for (const row of rows) {
    const published = new Date((row.publishFrom as Date | null) ?? row.createdAt).getTime();
    row.isNew = published <= at && at < published + days * 24 * 60 * 60 * 1000;
  }
  return rows;
}

/**
 * One row found by `where`, with what `parts` asks for: as `actor` may see it (reads), or any
 * row not in the trash (writes, without an actor); `inTrash` finds only trashed ones.
 */
export async function oneRow(ctx: TypeContext, where: Record<string, unknown>, parts: RowParts, actor?: Actor, inTrash = false): Promise<ContentRow | undefined> {
  const qb = ctx.repo().createQueryBuilder("t").where(where);
  if (inTrash) qb.andWhere("t.deletedAt IS NOT NULL");
  else if (actor) applyVisibility(ctx, qb, actor, {});
  else qb.andWhere("t.deletedAt IS NULL");
  const withFiles = withFileInfo(ctx, parts);
  if (withFiles) joinFileRecords(ctx, qb);
  const entity = await qb.getOne();
  if (!entity) return undefined;
  const members = await loadMembers(ctx, [entity.id], parts);
  const [row] = await markNew(ctx, [toRow(ctx, entity, members.get(entity.id))]);
  return withFiles ? (await attachImages(ctx, [row!], joinedFiles(ctx, [entity])))[0] : row;
}

/**
 * The row as its waiting change (an update: `proposed`, the values by field name as
 * operations/propose.ts keeps them, files as storage keys) would leave it: the proposed values
 * read as an approval would apply them, then shown like stored ones (sealed values as far as
 * they may be, files with their facts and original names), so an edit form starts from them.
 */
export async function proposedRow(ctx: TypeContext, row: ContentRow, proposed: Record<string, unknown>, parts: RowParts): Promise<ContentRow> {
  const { spec, fileFields, columnFields, membersField } = ctx;
  const files = Object.fromEntries(fileFields.filter(([name]) => name in proposed).map(([name]) => [name, proposed[name]]));
  const others = Object.fromEntries(Object.entries(proposed).filter(([name]) => name in spec.fields && !(name in files)));
  const values = { ...validateFields(spec.fields, others, "update"), ...files };
  const shown = toRow(ctx, { ...toColumns(ctx, values), id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt });
  const result: ContentRow = { ...row };
  for (const [name] of columnFields) if (name in values) result[name] = shown[name];
  if (membersField && Array.isArray(values[membersField])) {
    // Members the change adds have no number yet (0); the others keep their place's.
    const published = (row[membersField] as Member[] | undefined) ?? [];
    result[membersField] = (values[membersField] as Member[]).map((member, index) => ({ id: published[index]?.id ?? 0, name: member.name, mobile: member.mobile }));
  }
  const [marked] = await markNew(ctx, [result]);
  if (!withFileInfo(ctx, parts)) return marked!;
  const keys = fileFields.map(([name]) => marked![name]).filter((key): key is string => typeof key === "string" && key !== "");
  const joined: JoinedFiles = {
    pictures: ctx.images ? await ctx.images.load(keys) : new Map(),
    names: ctx.fileNames ? await ctx.fileNames.load(keys) : new Map(),
  };
  return (await attachImages(ctx, [marked!], joined))[0]!;
}

/** The whole row (writes read it before and after): every part. */
export async function findRow(ctx: TypeContext, id: number): Promise<ContentRow> {
  checkRecordNumber(id, () => rowNotFound(ctx.spec, id));
  const row = await oneRow(ctx, { id }, {});
  if (!row) throw rowNotFound(ctx.spec, id);
  return row;
}

/** A trashed row, or NOT_FOUND naming the Trash. */
export async function trashedRow(ctx: TypeContext, id: number): Promise<ContentRow> {
  const row = await oneRow(ctx, { id }, {}, undefined, true);
  if (!row) throw rowNotInTrash(ctx.spec, id);
  return row;
}
