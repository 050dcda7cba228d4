import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { FILTER_TYPES, isFileKind, SERVICE_SYSTEM_FIELDS, type Access, type ContentTypeSpec, type FieldSpec, type FilterName } from "../content/define.js";
import { missingMarathiCondition } from "./language-parity.js";
import { FIELD_KINDS, type StoredImageInfo } from "../content/kinds/index.js";
import type { PictureFacts, StoredFileFacts } from "../content/kinds/files.js";
import type { Config } from "../config.js";
import { storeCheckedUpload } from "../storage/upload-check.js";
import type { FileStorage } from "../storage/file-storage.js";
import type { IncomingFile } from "../base/incoming-file.js";
import { isPrivileged, SYSTEM, tokenAllows, type Actor } from "../base/actor.js";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type ContentPage,
  type ContentRow,
  type ContentService,
  type ListArgs,
  type RowParts,
  type WriteOptions,
} from "./content-service.types.js";
import { missingPictureDescription } from "../content/alt-text.js";
import { sortableFields, sortsCaseless, type ListOrder } from "../content/sorting.js";
import { AppError, badField, badInput, notFound, signInRequired, wordedError } from "../base/errors.js";
import { fieldLabelIn, serverFieldWords } from "../content/server-field-words.js";
import type { Language } from "../content/languages.js";
import { TYPE_NAMES_MR } from "../content/type-names-mr.js";
import type { ContentKey } from "../content/registry.js";
import type { TypeName } from "../messages/english.js";
import { hasNulCharacter, validateFields } from "./validation.js";
import type { WriteLock } from "./write-lock.js";
import type { ContentVersionTracker } from "./content-version.js";
import type { SubmissionQuotaService } from "./submission-quota.js";
import type { MemberRecord } from "../db/content-entities.js";
import { createMembersStore, memberUpdater, type Member } from "./members-field.js";
import { createFileFacts, type FileFacts } from "./file-facts.js";
import { createStoredImages, imageInfoOf } from "./stored-images.js";
import { isUniqueViolation, lockRow, runTransaction, savingAtTheSameMoment } from "../db/transaction.js";
import { lookupHashOf, StoredImage } from "../db/entities/index.js";
import type { Sealer } from "../secrets/sealed-text.js";
import type { WriteAction, WriteJournal } from "./write-journal.js";
import { sharedLogger } from "../base/logger.js";

// One generic service, built from a registry entry. Every write runs the same pipeline:
// access -> validation (naming the field) -> references -> files checked by their bytes and
// stored (pictures with their WebP variants) -> rows written in one transaction (with the size
// and variants of new pictures) -> new files removed if anything failed -> old files (and their
// variants) removed after a replace or delete.

export interface ContentServiceDeps {
  dataSource: DataSource;
  storage: FileStorage;
  config: Pick<Config, "uploadMaxBytes" | "isPostgres">;
  entity: EntityTarget<ObjectLiteral>;
  /** The table of the type's members field, for types that have one. */
  memberEntity?: EntityTarget<MemberRecord>;
  departmentEntity: EntityTarget<ObjectLiteral>;
  writeLock: WriteLock;
  contentVersion: ContentVersionTracker;
  /** Counts what visitors send through public forms, per address. */
  submissionQuota: SubmissionQuotaService;
  /** The type and size of stored documents; one shared by every type's service. */
  fileFacts?: FileFacts;
  /** Seals personal data at rest (fields whose kind is `sealed`); needed by types that have such fields. */
  sealer?: Sealer;
  /**
   * Extra rules of one type, run after validation: may adjust `changes` (all values on create,
   * the changed ones on update) knowing the stored row.
   */
  prepare?: (changes: Record<string, unknown>, existing: ContentRow | null) => void;
  /** Told of every write (revisions, audit log, webhooks, search index). */
  journal?: WriteJournal;
  /**
   * Whether something besides the rows still names a stored file (a kept revision): such a
   * file is not deleted when its row lets it go (services/revisions.ts).
   */
  keepsFile?: (key: string) => Promise<boolean>;
  /** The clock that decides what is published and what has expired (tests drive it). */
  now?: () => Date;
  /** Types with a NEW badge: for how many days after publishing a row is new (the NEW_DAYS setting). */
  newBadgeDays?: () => Promise<number>;
}

type Op = "read" | "create" | "update" | "delete";

const EXACT_FILTERS = (Object.keys(FILTER_TYPES) as FilterName[]).filter(
  (name): name is Exclude<FilterName, "search"> => name !== "search",
);

/**
 * How often an update may find, once it holds the row's lock, that someone saved the row since
 * it was read (PostgreSQL only: SQLite's writes queue). Each time one of those saves is done, so
 * this many people may save one row at the same moment before one is asked to try again.
 */
const REREAD_ATTEMPTS = 12;

/** A type's name in each language, for the messages about its rows. */
const typeName = (spec: ContentTypeSpec): TypeName => ({ en: spec.label, mr: TYPE_NAMES_MR[spec.key as ContentKey]?.label ?? spec.label });
/** A row of a type, by its number, that is not there (or not in the Trash). */
const rowNotFound = (spec: ContentTypeSpec, id: number) => wordedError("NOT_FOUND", "rowNotFound", { typeName: typeName(spec), id });
const rowNotInTrash = (spec: ContentTypeSpec, id: number) => wordedError("NOT_FOUND", "rowNotInTrash", { typeName: typeName(spec), id });

/** Two readings of a row's last-change time name the same moment. */
function sameMoment(a: unknown, b: unknown): boolean {
  return new Date(a as Date).getTime() === new Date(b as Date).getTime();
}

/** The largest id an integer column holds on both databases; a larger number names no record. */
const MAX_RECORD_NUMBER = 2_147_483_647;

/** The account that made a change, for the rows' createdBy / updatedBy / deletedBy. */
const accountOf = (actor: Actor): number | null => (actor.kind === "admin" ? actor.accountId : null);

function requireAccess(spec: ContentTypeSpec, actor: Actor, op: Op): void {
  const rule: Access = spec.access[op];
  if (rule === "public" || isPrivileged(actor)) return;
  if (tokenAllows(actor, spec.key, op)) return;
  if (actor.kind === "token") {
    throw new AppError("FORBIDDEN", `This API token may not ${op === "read" ? "read" : "change"} ${spec.pluralLabel.toLowerCase()}. An administrator can make a token with that scope.`);
  }
  throw signInRequired();
}

export function createContentService(spec: ContentTypeSpec, deps: ContentServiceDeps): ContentService {
  const fieldEntries = Object.entries(spec.fields) as [string, FieldSpec][];
  const fileFields = fieldEntries.filter(([, f]) => isFileKind(f.kind));
  const membersField = fieldEntries.find(([, f]) => f.kind === "members")?.[0];
  const columnFields = fieldEntries.filter(([, f]) => FIELD_KINDS[f.kind].column(f) !== null);
  /** Fields stored encrypted, each with what may be shown of a value. */
  const sealedFields = new Map(
    fieldEntries.flatMap(([name, f]) => {
      const sealed = FIELD_KINDS[f.kind].sealed;
      return sealed ? [[name, sealed] as const] : [];
    }),
  );
  if (sealedFields.size > 0 && !deps.sealer) throw new Error(`${spec.label}: personal data is stored encrypted, and no data key was given.`);
  const sealer = deps.sealer!;
  /** The condition that finds rows whose `name` is exactly `value`: a sealed field by its lookup hash. */
  const exactly = (name: string, value: unknown): Record<string, unknown> =>
    sealedFields.has(name) ? { [lookupHashOf(name)]: sealer.lookupHash(String(value)) } : { [name]: value };
  /** Picture fields: [field, the row property of its size and variants ("photoImageInfo")]. */
  const pictureFields = fileFields.flatMap(([name, f]) => {
    const { companion, file } = FIELD_KINDS[f.kind];
    return companion && file?.variantWidths ? [[name, companion.name(name)] as const] : [];
  });
  const images = pictureFields.length > 0 ? createStoredImages(deps.dataSource) : undefined;
  /** Document fields: [field, the row property of its type and size ("syllabusPdfInfo")]. */
  const documentFields = fileFields.flatMap(([name, f]) => {
    const { companion, file } = FIELD_KINDS[f.kind];
    return companion && !file?.variantWidths ? [[name, companion.name(name)] as const] : [];
  });
  const fileFacts = fileFields.length > 0 ? (deps.fileFacts ?? createFileFacts(deps.storage)) : undefined;
  const repo = () => deps.dataSource.getRepository(deps.entity);
  const now = deps.now ?? (() => new Date());
  // Submissions are read by administrators only: writing them leaves public answers as they are.
  const publiclyRead = spec.access.read === "public";

  /** Runs a write's statements in one transaction that also marks public content as changed. */
  async function inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await runTransaction(deps.dataSource, async (manager) => {
        const result = await work(manager);
        if (publiclyRead) await deps.contentVersion.bump(manager);
        return result;
      });
    } finally {
      if (publiclyRead) deps.contentVersion.forget();
    }
  }

  /**
   * Tells the journal of a write, inside its transaction: `after` is read there (with the
   * members as this write leaves them). Gives a function that tells the journal once committed.
   */
  async function journalWrite(
    manager: EntityManager,
    action: WriteAction,
    actor: Actor,
    id: number,
    before: ContentRow | null,
    membersAfter?: Member[],
    note?: string,
    reviewed?: boolean,
  ): Promise<() => Promise<void>> {
    if (!deps.journal) return async () => {};
    const entity = action === "purge" ? null : await manager.getRepository(deps.entity).findOneBy({ id });
    const after = entity ? toRow(entity, membersAfter ?? (before && membersField ? (before[membersField] as Member[]) : undefined)) : null;
    const released: Record<string, unknown>[] = [];
    const event = { action, spec, id, before, after, actor, at: new Date(), note, released, ...(reviewed ? { reviewed } : {}) };
    await deps.journal.record(manager, event);
    return async () => {
      deps.journal!.committed(event);
      await releaseFiles(released, fileFields.map(([name]) => name));
    };
  }

  function toRow(entity: ObjectLiteral, members?: Member[]): ContentRow {
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

  function toColumns(values: Record<string, unknown>): Record<string, unknown> {
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

  const members = membersField && deps.memberEntity ? createMembersStore(deps.dataSource, deps.memberEntity) : undefined;
  const loadMembers = async (ids: number[], parts: RowParts = {}) =>
    members && parts.members !== false ? members.load(ids) : new Map<number, Member[]>();

  /** The entity property where a list's query puts the stored_image row of its i-th picture field. */
  const joinedPicture = (index: number) => `joinedPicture${index}`;

  /** Adds to a query of rows ("t") their pictures' stored_image rows: one query for rows and pictures. */
  function joinPictures(qb: SelectQueryBuilder<ObjectLiteral>): SelectQueryBuilder<ObjectLiteral> {
    pictureFields.forEach(([name], index) => {
      qb.leftJoinAndMapOne(`t.${joinedPicture(index)}`, StoredImage, `picture${index}`, `picture${index}.key = t.${name}`);
    });
    return qb;
  }

  /** The pictures' infos that a query with `joinPictures` brought along, by key. */
  function joinedPictures(entities: ObjectLiteral[]): Map<string, StoredImageInfo> {
    const infos = new Map<string, StoredImageInfo>();
    for (const entity of entities) {
      pictureFields.forEach((_, index) => {
        const image = entity[joinedPicture(index)] as StoredImage | null | undefined;
        if (image) infos.set(image.key, imageInfoOf(image));
      });
    }
    return infos;
  }

  /**
   * Puts each picture's size and variants beside it ("photoImageInfo"; null if unknown), with its
   * file's type and size; and each document's type and size ("syllabusPdfInfo"). The pictures'
   * infos come from `joined` when the rows' query brought them, else from one query for all rows.
   */
  async function attachImages(rows: ContentRow[], joined?: Map<string, StoredImageInfo>): Promise<ContentRow[]> {
    const keysOf = (fields: readonly (readonly [string, string])[]) =>
      rows.flatMap((row) => fields.map(([name]) => row[name]).filter((key): key is string => typeof key === "string" && key !== ""));
    const facts = fileFacts ? await fileFacts.load(keysOf([...documentFields, ...pictureFields])) : new Map<string, StoredFileFacts>();
    for (const row of rows) {
      for (const [name, infoName] of documentFields) row[infoName] = typeof row[name] === "string" ? (facts.get(row[name]) ?? null) : null;
    }
    if (!images) return rows;
    const infos = joined ?? (await images.load(keysOf(pictureFields)));
    for (const row of rows) {
      for (const [name, infoName] of pictureFields) {
        const key = row[name];
        const info = typeof key === "string" ? infos.get(key) : undefined;
        const file = typeof key === "string" ? facts.get(key) : undefined;
        row[infoName] = info ? ({ ...info, contentType: file?.contentType, bytes: file?.bytes } satisfies PictureFacts) : null;
      }
    }
    return rows;
  }

  /** Refuses what cannot be a record number; a number past the integer range names no record. */
  function checkRecordNumber(id: number, missing: () => AppError): void {
    if (!Number.isInteger(id) || id <= 0) throw badInput("id", "The record number must be a positive whole number.");
    if (id > MAX_RECORD_NUMBER) throw missing();
  }

  /** The whole row (writes read it before and after): every part. */
  async function findRow(id: number): Promise<ContentRow> {
    checkRecordNumber(id, () => rowNotFound(spec, id));
    const row = await oneRow({ id }, {});
    if (!row) throw rowNotFound(spec, id);
    return row;
  }

  async function checkReferences(values: Record<string, unknown>, existingId: number | null): Promise<void> {
    for (const [name, field] of fieldEntries) {
      const value = values[name];
      if (value === null || value === undefined) continue;
      if (field.kind === "department") {
        const count = await deps.dataSource.getRepository(deps.departmentEntity).countBy({ slug: value as string });
        if (count === 0) throw badField(name, "notADepartment", (language) => ({ label: fieldLabelIn(field)(language), value: String(value) }));
      }
      if (field.unique || field.lookup) {
        const clash = await repo().findOneBy(exactly(name, value));
        if (clash && clash.id !== existingId) {
          const shown = sealedFields.has(name) ? "" : String(value);
          const clashing = (language: Language) => ({ label: fieldLabelIn(field)(language), shown, typeName: typeName(spec) });
          // A trashed row keeps its value until it is deleted for ever: say where it is.
          throw wordedError("CONFLICT", clash.deletedAt ? "usedInTrash" : "alreadyUsed", clashing, name);
        }
      }
    }
    for (const group of spec.requireOneOf ?? []) {
      if (group.every((name) => values[name] === null || values[name] === undefined || values[name] === "")) {
        const labels = (language: Language) => group.map((name) => fieldLabelIn(spec.fields[name]!)(language) || spec.fields[name]!.label);
        throw badField(group[0]!, "atLeastOneOf", (language) => ({ labels: labels(language) }));
      }
    }
  }

  /**
   * A unique value (a web address key) taken by another save at the same moment, after this
   * one's check: said as the check would have said it, naming the field.
   */
  async function explainUniqueClash(error: unknown, values: Record<string, unknown>, existingId: number | null): Promise<unknown> {
    if (!isUniqueViolation(error)) return error;
    try {
      await checkReferences(values, existingId);
    } catch (named) {
      return named;
    }
    return savingAtTheSameMoment();
  }

  /**
   * A picture needs its description (content/alt-text.ts): checked on the row as it will be
   * stored, for the pictures and descriptions this write touches.
   */
  function checkPictureDescriptions(row: Record<string, unknown>, touched: ReadonlySet<string>, options: WriteOptions): void {
    if (options.picturesMayLackDescription) return;
    const missing = missingPictureDescription(spec.fields, row, touched);
    if (missing) {
      throw new AppError("BAD_USER_INPUT", missing.message, missing.field, (language) =>
        (missingPictureDescription(spec.fields, row, touched, serverFieldWords(language)) ?? missing).message,
      );
    }
  }

  /**
   * Stores the files of `values` (IncomingFile values) and replaces them by their keys. Gives
   * every file written (pictures' variants too) and the new pictures' sizes and variants.
   */
  async function storeFiles(values: Record<string, unknown>): Promise<{ keys: string[]; images: StoredImageInfo[] }> {
    const stored: string[] = [];
    const newImages: StoredImageInfo[] = [];
    try {
      for (const [name, field] of fileFields) {
        const value = values[name];
        if (!value || typeof value === "string") continue;
        const upload = await storeCheckedUpload({
          storage: deps.storage,
          file: value as IncomingFile,
          kind: field.kind as "pdf" | "image",
          folder: spec.uploadFolder,
          field: name,
          label: fieldLabelIn(field),
          maxBytes: deps.config.uploadMaxBytes,
        });
        stored.push(...upload.keys);
        if (upload.image) newImages.push(upload.image);
        values[name] = upload.key;
      }
    } catch (error) {
      await deleteFiles(stored);
      throw error;
    }
    return { keys: stored, images: newImages };
  }

  async function deleteFiles(keys: (unknown)[]): Promise<void> {
    for (const key of keys) {
      if (typeof key !== "string" || !key) continue;
      try {
        await deps.storage.delete(key);
      } catch (error) {
        sharedLogger().error(`Could not delete the stored file ${key}: ${(error as Error).message}`);
      }
    }
  }

  /** True while a row of this type or a kept version still names the stored file. */
  async function fileStillNamed(key: string): Promise<boolean> {
    const rowNames = await repo().exists({ where: fileFields.map(([name]) => ({ [name]: key })) });
    return rowNames || (await deps.keepsFile?.(key)) === true;
  }

  /**
   * The one way a committed write lets files go (a replaced or cleared file, a purged row, the
   * versions dropped past REVISIONS_KEPT): each file of the given fields of `rows` that no row
   * and no kept version names any more is deleted, with a picture's variants and size record.
   */
  async function releaseFiles(rows: readonly Record<string, unknown>[], names: string[]): Promise<void> {
    const keys = new Set(rows.flatMap((row) => names.map((name) => row[name]).filter((key): key is string => typeof key === "string" && key !== "")));
    for (const key of keys) {
      try {
        if (await fileStillNamed(key)) continue;
        const isPicture = rows.some((row) => pictureFields.some(([name]) => row[name] === key));
        const info = isPicture && images ? (await images.load([key])).get(key) : undefined;
        if (info && images) await images.remove(deps.dataSource.manager, [key]);
        await deleteFiles([key, ...(info?.variants.map((variant) => variant.key) ?? [])]);
      } catch (error) {
        sharedLogger().error(`Could not check or delete the stored file ${key}: ${(error as Error).message}`);
      }
    }
  }

  function applyFilters(qb: SelectQueryBuilder<ObjectLiteral>, args: ListArgs): void {
    if (args.missingMarathi) qb.andWhere(missingMarathiCondition(spec));
    if (args.reviewedBefore !== undefined) {
      const field = reviewedField();
      qb.andWhere(`(t.${field} IS NULL OR t.${field} < :reviewedBefore)`, { reviewedBefore: args.reviewedBefore });
    }
    // Every filter but search is an exact match on the field of the same name (define.ts).
    for (const arg of EXACT_FILTERS) {
      const value = args[arg];
      if (value === undefined || value === null || value === "") continue;
      if (!spec.filters.includes(arg as never)) throw badInput(arg, `${spec.pluralLabel} cannot be filtered by ${arg}.`);
      if (hasNulCharacter(value)) throw badInput(arg, `The ${arg} filter contains a character that is not allowed.`);
      qb.andWhere(`t.${arg} = :${arg}`, { [arg]: value });
    }
    const search = args.search?.trim();
    if (search) {
      if (!spec.filters.includes("search") || !spec.searchFields?.length) {
        throw badInput("search", `${spec.pluralLabel} cannot be searched.`);
      }
      if (search.length > 100) throw badInput("search", "The search text can have at most 100 characters.");
      if (hasNulCharacter(search)) throw badInput("search", "The search text contains a character that is not allowed.");
      const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const conditions = spec.searchFields.map((f) => `LOWER(t.${f}) LIKE :search ESCAPE '\\'`);
      qb.andWhere(`(${conditions.join(" OR ")})`, { search: pattern });
    }
  }

  /**
   * The one visibility rule (docs/registry-shape.md). Nobody reads trashed rows outside the
   * trash. A visitor (and any read made as one) sees a row once it is published and until it
   * expires; an archive shows the expired ones instead. Administrators see scheduled and expired
   * rows too, marked by their dates.
   */
  function applyVisibility(qb: SelectQueryBuilder<ObjectLiteral>, actor: Actor, args: Pick<ListArgs, "archived" | "asVisitor" | "expiringBefore">): void {
    const visitor = !isPrivileged(actor) || Boolean(args.asVisitor);
    const at = now();
    if (visitor) onlyPublished(qb, at);
    else qb.andWhere("t.deletedAt IS NULL");
    if (args.archived) qb.andWhere("(t.validUntil IS NOT NULL AND t.validUntil <= :visibleAt)", { visibleAt: at });
    else if (visitor || args.expiringBefore) qb.andWhere("(t.validUntil IS NULL OR t.validUntil > :visibleAt)", { visibleAt: at });
    if (args.expiringBefore) qb.andWhere("t.validUntil <= :expiringBefore", { expiringBefore: args.expiringBefore });
  }

  /** Rows a visitor reaches somewhere (a list, or its archive once expired): not trashed, published by `at`. */
  function onlyPublished(qb: SelectQueryBuilder<ObjectLiteral>, at: Date): void {
    qb.andWhere("t.deletedAt IS NULL").andWhere("(t.publishFrom IS NULL OR t.publishFrom <= :visibleAt)", { visibleAt: at });
  }

  /** The date field of a type with `lifecycle.reviewed`; other types refuse a review question. */
  function reviewedField(): string {
    const field = spec.lifecycle?.reviewed?.field;
    if (!field) throw badInput("type", `${spec.pluralLabel} have no "last reviewed" date.`);
    return field;
  }

  function pageBounds(args: ListArgs): { limit: number; offset: number } {
    const limit = args.limit ?? DEFAULT_PAGE_SIZE;
    const offset = args.offset ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw badInput("limit", `The page size (limit) must be between 1 and ${MAX_PAGE_SIZE}.`);
    }
    if (!Number.isInteger(offset) || offset < 0) throw badInput("offset", "The offset must be zero or more.");
    return { limit, offset };
  }

  /**
   * The query of one page of a list: filters, the type's order (or last changed first), bounds;
   * with `withPictures`, the pictures' stored_image rows too.
   */
  function listQuery(actor: Actor, args: ListArgs, withPictures = false) {
    const { limit, offset } = pageBounds(args);
    const qb = repo().createQueryBuilder("t");
    applyVisibility(qb, actor, args);
    // A picture's row is found by its primary key: at most one per row, so LIMIT and OFFSET
    // still count rows (take/skip would add a query of the page's ids first).
    if (withPictures) return orderAndFilter(joinPictures(qb), args).limit(limit).offset(offset);
    return orderAndFilter(qb, args).take(limit).skip(offset);
  }

  /**
   * The order of a list: last changed first (the dashboard), or the reader's chosen field
   * (empty values last either way, capitals ignored in text) followed by the type's own order,
   * or the type's own order alone; the row number settles any tie, so pages never overlap.
   */
  function orderAndFilter(qb: SelectQueryBuilder<ObjectLiteral>, args: ListArgs) {
    applyFilters(qb, args);
    if (args.recentlyChangedFirst) qb.orderBy("t.updatedAt", "DESC");
    else if (args.expiringBefore) qb.orderBy("t.validUntil", "ASC");
    else if (args.reviewedBefore !== undefined) qb.orderBy(`t.${reviewedField()}`, "ASC", "NULLS FIRST");
    else {
      const chosen = args.orderBy ? checkedOrder(args.orderBy) : undefined;
      if (chosen) {
        const column = sortsCaseless(spec, chosen.field) ? `LOWER(t.${chosen.field})` : `t.${chosen.field}`;
        qb.orderBy(column, chosen.direction, "NULLS LAST");
      }
      // The chosen field is not named twice: the builder keeps one direction per column.
      spec.order
        .filter(([field]) => field !== chosen?.field)
        .forEach(([field, direction], index) => {
          const column = `t.${field}`;
          if (index === 0 && !chosen) qb.orderBy(column, direction);
          else qb.addOrderBy(column, direction);
        });
    }
    return qb.addOrderBy("t.id", "ASC");
  }

  /** A reader's order, if it names a field this type's lists may be sorted by (never raw SQL). */
  function checkedOrder(order: ListOrder): ListOrder {
    const allowed = sortableFields(spec);
    if (!allowed.includes(order.field)) {
      throw badInput(
        "orderBy",
        `The list of ${spec.pluralLabel.toLowerCase()} cannot be sorted by "${String(order.field).slice(0, 60)}". Sort by one of: ${allowed.join(", ")}.`,
      );
    }
    if (order.direction !== "ASC" && order.direction !== "DESC") {
      throw badInput("orderBy", `Sort direction must be ASC or DESC (it was "${String(order.direction).slice(0, 20)}").`);
    }
    return order;
  }

  /** Whether a read brings its files' companions; pictures' infos then come with the rows' query. */
  const withFileInfo = (parts: RowParts) => parts.fileInfo !== false && fileFields.length > 0;

  async function rowsOf(entities: ObjectLiteral[], parts: RowParts): Promise<ContentRow[]> {
    const members = await loadMembers(entities.map((e) => e.id as number), parts);
    const rows = await markNew(entities.map((e) => toRow(e, members.get(e.id as number))));
    return withFileInfo(parts) ? attachImages(rows, joinedPictures(entities)) : rows;
  }

  /**
   * Types with a NEW badge (lifecycle.newBadge): `isNew` on each row, for NEW_DAYS days after it
   * was published (its "publish from", else when it was added).
   */
  async function markNew(rows: ContentRow[]): Promise<ContentRow[]> {
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
  async function oneRow(where: Record<string, unknown>, parts: RowParts, actor?: Actor, inTrash = false): Promise<ContentRow | undefined> {
    const qb = repo().createQueryBuilder("t").where(where);
    if (inTrash) qb.andWhere("t.deletedAt IS NOT NULL");
    else if (actor) applyVisibility(qb, actor, {});
    else qb.andWhere("t.deletedAt IS NULL");
    const entity = await qb.getOne();
    if (!entity) return undefined;
    const members = await loadMembers([entity.id], parts);
    const [row] = await markNew([toRow(entity, members.get(entity.id))]);
    return withFileInfo(parts) ? (await attachImages([row!]))[0] : row;
  }

  const service: ContentService = {
    spec,

    async list(actor, args = {}, parts = {}): Promise<ContentPage> {
      requireAccess(spec, actor, "read");
      const [entities, totalCount] = await listQuery(actor, args, withFileInfo(parts) && pictureFields.length > 0).getManyAndCount();
      return { items: await rowsOf(entities, parts), totalCount };
    },

    async listItems(actor, args = {}, parts = {}) {
      requireAccess(spec, actor, "read");
      return rowsOf(await listQuery(actor, args, withFileInfo(parts) && pictureFields.length > 0).getMany(), parts);
    },

    async get(actor, id, parts = {}) {
      requireAccess(spec, actor, "read");
      checkRecordNumber(id, () => rowNotFound(spec, id));
      const row = await oneRow({ id }, parts, actor);
      if (!row) throw rowNotFound(spec, id);
      return row;
    },

    async getBy(actor, field, value, parts = {}) {
      requireAccess(spec, actor, "read");
      if (!spec.fields[field]?.lookup) throw badInput(field, `${spec.pluralLabel} cannot be looked up by ${field}.`);
      const missing = () => wordedError("NOT_FOUND", "rowNotFoundBy", { typeName: typeName(spec), value: String(value).slice(0, 100) });
      if (typeof value !== "string" || value.length > 300 || hasNulCharacter(value)) throw missing();
      const row = await oneRow(exactly(field, value), parts, actor);
      if (!row) throw missing();
      return row;
    },

    async create(actor, input, options = {}) {
      requireAccess(spec, actor, "create");
      const values = validateFields(spec.fields, input, "create");
      checkPictureDescriptions(values, new Set(Object.keys(values)), options);
      deps.prepare?.(values, null);
      if (!isPrivileged(actor)) await deps.submissionQuota.reserve(actor.ip);
      // Files are checked and stored (pictures processed) before the write queues up behind
      // others (writeLock), so a large photo does not hold up anybody else's write.
      const newFiles = await storeFiles(values);
      let committed = false;
      try {
        return await deps.writeLock.run(async () => {
          await checkReferences(values, null);
          let tell = async () => {};
          const id = await inTransaction(async (manager) => {
            const by = accountOf(actor);
            // Stamped here to the millisecond, as saves are: SQLite's own default keeps whole
            // seconds, and "what changed last" must not tie rows made in the same second.
            const at = new Date();
            const result = await manager.getRepository(deps.entity).insert({ ...toColumns(values), createdBy: by, updatedBy: by, createdAt: at, updatedAt: at });
            const insertedId = Number(result.identifiers[0]?.id);
            await images?.save(manager, newFiles.images);
            if (members) await members.replace(manager, insertedId, values[membersField!] as Member[]);
            tell = await journalWrite(manager, "create", actor, insertedId, null, membersField ? (values[membersField] as Member[]) : undefined);
            return insertedId;
          }).catch(async (error: unknown) => {
            throw await explainUniqueClash(error, values, null);
          });
          committed = true;
          await tell();
          return await findRow(id);
        });
      } catch (error) {
        // Files of a row that was never saved are removed; a saved row keeps its own.
        if (!committed) await deleteFiles(newFiles.keys);
        throw error;
      }
    },

    async update(actor, id, input, options = {}) {
      requireAccess(spec, actor, "update");
      // A restored version names files it keeps (stored keys): they are checked as stored, not as uploads.
      const keptFiles = options.restoredVersion
        ? Object.fromEntries(fileFields.filter(([name]) => typeof input[name] === "string").map(([name]) => [name, input[name]]))
        : {};
      const changes = {
        ...validateFields(spec.fields, Object.fromEntries(Object.entries(input).filter(([name]) => !(name in keptFiles))), "update"),
        ...keptFiles,
      };
      // As in create: the files are stored before the write queues up behind others.
      const newFiles = await storeFiles(changes);
      let committed = false;
      try {
        return await deps.writeLock.run(async () => {
          let existing = await findRow(id);
          const checkAgainst = async (row: ContentRow) => {
            if (options.ifUnchangedSince && !sameMoment(row.updatedAt, options.ifUnchangedSince)) {
              throw wordedError("CONFLICT", "changedSinceOpened", {});
            }
            checkPictureDescriptions({ ...row, ...changes }, new Set(Object.keys(changes)), options);
            deps.prepare?.(changes, row);
            await checkReferences({ ...row, ...changes }, id);
          };
          await checkAgainst(existing);
          let replaced: string[] = [];
          let tell = async () => {};
          try {
            // The row is locked in the transaction; if someone saved it since it was read above, it
            // is read and checked again, so the files replaced and the rules apply to what is stored.
            for (let attempt = 1; ; attempt++) {
              replaced = fileFields.filter(([name]) => name in changes && changes[name] !== existing[name]).map(([name]) => name);
              const readAt = existing.updatedAt;
              const written = await inTransaction(async (manager) => {
                const current = await lockRow(manager, deps.entity, id);
                if (!current || current.deletedAt) throw rowNotFound(spec, id);
                if (!sameMoment(current.updatedAt, readAt)) return false;
                await options.confirmInTransaction?.(manager);
                await images?.save(manager, newFiles.images);
                const columns = toColumns(changes);
                // Only the columns this save changes: another person's edit of other fields stays.
                if (Object.keys(columns).length > 0 || (members && membersField! in changes)) {
                  await manager.getRepository(deps.entity).update({ id }, { ...columns, updatedBy: accountOf(actor), updatedAt: new Date() });
                }
                if (members && membersField! in changes) await members.replace(manager, id, changes[membersField!] as Member[]);
                const membersAfter = membersField && membersField in changes ? (changes[membersField] as Member[]) : undefined;
                const note = options.restoredVersion ? `restored version ${options.restoredVersion}` : undefined;
                tell = await journalWrite(manager, "update", actor, id, existing, membersAfter, note, options.reviewed);
                return true;
              });
              if (written) break;
              if (attempt >= REREAD_ATTEMPTS) throw savingAtTheSameMoment();
              existing = await findRow(id);
              await checkAgainst(existing);
            }
          } catch (error) {
            throw await explainUniqueClash(error, { ...existing, ...changes }, id);
          }
          committed = true;
          await tell();
          // Replaced or cleared files go once the new row is committed, unless a kept version names them.
          await releaseFiles([existing], replaced);
          return findRow(id);
        });
      } catch (error) {
        if (!committed) await deleteFiles(newFiles.keys);
        throw error;
      }
    },

    async remove(actor, id) {
      requireAccess(spec, actor, "delete");
      return deps.writeLock.run(async () => {
        const existing = await findRow(id);
        let tell = async () => {};
        await inTransaction(async (manager) => {
          // Waits for a save of the same row that is under way; a row trashed meanwhile is gone.
          const current = await lockRow(manager, deps.entity, id);
          if (!current || current.deletedAt) throw rowNotFound(spec, id);
          await manager.getRepository(deps.entity).update({ id }, { deletedAt: now(), deletedBy: accountOf(actor) });
          tell = await journalWrite(manager, "delete", actor, id, existing);
        });
        await tell();
        return existing;
      });
    },

    async trash(actor, args = {}) {
      requireAccess(spec, actor, "delete");
      const { limit, offset } = pageBounds(args);
      const [entities, totalCount] = await repo()
        .createQueryBuilder("t")
        .where("t.deletedAt IS NOT NULL")
        .orderBy("t.deletedAt", "DESC")
        .addOrderBy("t.id", "ASC")
        .take(limit)
        .skip(offset)
        .getManyAndCount();
      return { items: await rowsOf(entities, { fileInfo: false }), totalCount };
    },

    async restoreFromTrash(actor, id) {
      requireAccess(spec, actor, "delete");
      checkRecordNumber(id, () => rowNotInTrash(spec, id));
      return deps.writeLock.run(async () => {
        const trashed = await oneRow({ id }, {}, undefined, true);
        if (!trashed) throw rowNotInTrash(spec, id);
        let tell = async () => {};
        await inTransaction(async (manager) => {
          const current = await lockRow(manager, deps.entity, id);
          if (!current?.deletedAt) throw rowNotInTrash(spec, id);
          await manager.getRepository(deps.entity).update({ id }, { deletedAt: null, deletedBy: null });
          tell = await journalWrite(manager, "restore", actor, id, trashed);
        });
        await tell();
        return findRow(id);
      });
    },

    async deleteForever(actor, id) {
      requireAccess(spec, actor, "delete");
      checkRecordNumber(id, () => rowNotInTrash(spec, id));
      return deps.writeLock.run(() => purge(actor, id));
    },

    async visitorFileKeys() {
      if (!publiclyRead || fileFields.length === 0) return [];
      const qb = repo().createQueryBuilder("t").select(fileFields.map(([name]) => `t.${name}`));
      onlyPublished(qb, now());
      const keys: string[] = [];
      for (const entity of await qb.getMany()) {
        for (const [name] of fileFields) if (typeof entity[name] === "string" && entity[name] !== "") keys.push(entity[name]);
      }
      if (images) for (const info of (await images.load(keys)).values()) keys.push(...info.variants.map((variant) => variant.key));
      return keys;
    },

    async purgeTrashedBefore(cutoff) {
      const old = await repo()
        .createQueryBuilder("t")
        .select("t.id")
        .where("t.deletedAt IS NOT NULL AND t.deletedAt < :cutoff", { cutoff })
        .getMany();
      let count = 0;
      for (const { id } of old) {
        try {
          await deps.writeLock.run(() => purge(SYSTEM, Number(id)));
          count += 1;
        } catch (error) {
          // Restored or purged a moment ago, by an administrator or another server instance.
          if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
        }
      }
      return count;
    },
  };

  /** Removes a trashed row for ever: its members, its pictures' records, the row, then its files. */
  async function purge(actor: Actor, id: number): Promise<ContentRow> {
    const existing = await oneRow({ id }, {}, undefined, true);
    if (!existing) throw rowNotInTrash(spec, id);
    const allFiles = fileFields.map(([name]) => name);
    let tell = async () => {};
    await inTransaction(async (manager) => {
      const current = await lockRow(manager, deps.entity, id);
      if (!current?.deletedAt) throw rowNotInTrash(spec, id);
      if (members) await members.removeAll(manager, id);
      await manager.getRepository(deps.entity).delete({ id });
      // Its kept versions go with it (the journal's revision store); files they alone named go below.
      tell = await journalWrite(manager, "purge", actor, id, existing);
    });
    await tell();
    // Each file (with a picture's variants and size record) goes unless something still names it.
    await releaseFiles([existing], allFiles);
    return existing;
  }

  if (members && deps.memberEntity) {
    service.updateMember = memberUpdater({
      dataSource: deps.dataSource,
      entity: deps.memberEntity,
      parentEntity: deps.entity,
      checkAccess: (actor) => requireAccess(spec, actor, "update"),
      checkRecordNumber: (id, what) => checkRecordNumber(id, () => notFound(what)),
      runWrite: (work) => deps.writeLock.run(work),
      inTransaction,
      findRow,
      membersField: membersField!,
      journal: (manager, actor, parentId, before, membersAfter) => journalWrite(manager, "update", actor, parentId, before, membersAfter),
    });
  }
  return service;
}
