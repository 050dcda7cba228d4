import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { isFileKind, type Access, type ContentTypeSpec, type FieldSpec } from "../content/define.js";
import { MEMBER_FIELDS } from "../content/members.js";
import type { Config } from "../config.js";
import { storeCheckedUpload } from "../storage/upload-check.js";
import type { FileStorage } from "../storage/file-storage.js";
import type { IncomingFile } from "../storage/incoming-file.js";
import { isPrivileged, type Actor } from "./actor.js";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type ContentPage,
  type ContentRow,
  type ContentService,
  type ListArgs,
} from "./content-service.types.js";
import { AppError, badInput, notFound, signInRequired } from "./errors.js";
import { hasNulCharacter, validateFields } from "./validation.js";
import type { WriteLock } from "./write-lock.js";
import type { ContentVersionTracker } from "./content-version.js";

// One generic service, built from a registry entry. Every write runs the same pipeline:
// access -> validation (naming the field) -> references -> files checked by their bytes and
// stored -> rows written in one transaction -> new files removed if anything failed -> old
// files removed after a replace or delete.

export interface ContentServiceDeps {
  dataSource: DataSource;
  storage: FileStorage;
  config: Pick<Config, "uploadMaxBytes" | "isPostgres">;
  entity: new () => ObjectLiteral;
  /** The committee-member entity, for types with a members field. */
  memberEntity?: new () => ObjectLiteral;
  departmentEntity: new () => ObjectLiteral;
  writeLock: WriteLock;
  contentVersion: ContentVersionTracker;
  /**
   * Extra rules of one type, run after validation: may adjust `changes` (all values on create,
   * the changed ones on update) knowing the stored row.
   */
  prepare?: (changes: Record<string, unknown>, existing: ContentRow | null) => void;
}

interface Member {
  id?: number;
  name: string;
  mobile: string;
}

type Op = "read" | "create" | "update" | "delete";

/** The largest id an integer column holds on both databases; a larger number names no record. */
const MAX_RECORD_NUMBER = 2_147_483_647;

function requireAccess(spec: ContentTypeSpec, actor: Actor, op: Op): void {
  const rule: Access = spec.access[op];
  if (rule === "public" || isPrivileged(actor)) return;
  throw signInRequired();
}

export function createContentService(spec: ContentTypeSpec, deps: ContentServiceDeps): ContentService {
  const fieldEntries = Object.entries(spec.fields) as [string, FieldSpec][];
  const fileFields = fieldEntries.filter(([, f]) => isFileKind(f.kind));
  const membersField = fieldEntries.find(([, f]) => f.kind === "members")?.[0];
  const columnFields = fieldEntries.filter(([, f]) => f.kind !== "members");
  const repo = () => deps.dataSource.getRepository(deps.entity);
  // Submissions are read by administrators only: writing them leaves public answers as they are.
  const publiclyRead = spec.access.read === "public";

  /** Runs a write's statements in one transaction that also marks public content as changed. */
  async function inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await deps.dataSource.transaction(async (manager) => {
        const result = await work(manager);
        if (publiclyRead) await deps.contentVersion.bump(manager);
        return result;
      });
    } finally {
      if (publiclyRead) deps.contentVersion.forget();
    }
  }

  function toRow(entity: ObjectLiteral, members?: Member[]): ContentRow {
    const row: ContentRow = { id: entity.id, createdAt: entity.createdAt, updatedAt: entity.updatedAt };
    for (const [name, field] of columnFields) {
      let value = entity[name] ?? null;
      if (field.kind === "textList") value = value ? (JSON.parse(value) as string[]) : [];
      else if (field.kind === "boolean") value = Boolean(value);
      else if (field.kind === "date" && value instanceof Date) value = value.toISOString().slice(0, 10);
      row[name] = value;
    }
    if (membersField) row[membersField] = members ?? [];
    return row;
  }

  function toColumns(values: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [name, field] of columnFields) {
      if (!(name in values)) continue;
      out[name] = field.kind === "textList" ? JSON.stringify(values[name] ?? []) : values[name];
    }
    return out;
  }

  async function loadMembers(ids: number[]): Promise<Map<number, Member[]>> {
    const byCommittee = new Map<number, Member[]>();
    if (!membersField || !deps.memberEntity || ids.length === 0) return byCommittee;
    const rows = await deps.dataSource
      .getRepository(deps.memberEntity)
      .createQueryBuilder("m")
      .where("m.committeeId IN (:...ids)", { ids })
      .orderBy("m.sortOrder", "ASC")
      .addOrderBy("m.id", "ASC")
      .getMany();
    for (const m of rows) {
      const list = byCommittee.get(m.committeeId) ?? [];
      list.push({ id: m.id, name: m.name, mobile: m.mobile });
      byCommittee.set(m.committeeId, list);
    }
    return byCommittee;
  }

  /** Refuses what cannot be a record number; a number past the integer range names no record. */
  function checkRecordNumber(id: number, what: string): void {
    if (!Number.isInteger(id) || id <= 0) throw badInput("id", "The record number must be a positive whole number.");
    if (id > MAX_RECORD_NUMBER) throw notFound(what);
  }

  async function findRow(id: number): Promise<ContentRow> {
    checkRecordNumber(id, `${spec.label} number ${id}`);
    const entity = await repo().findOneBy({ id });
    if (!entity) throw notFound(`${spec.label} number ${id}`);
    const members = await loadMembers([id]);
    return toRow(entity, members.get(id));
  }

  async function checkReferences(values: Record<string, unknown>, existingId: number | null): Promise<void> {
    for (const [name, field] of fieldEntries) {
      const value = values[name];
      if (value === null || value === undefined) continue;
      if (field.kind === "department") {
        const count = await deps.dataSource.getRepository(deps.departmentEntity).countBy({ slug: value as string });
        if (count === 0) throw badInput(name, `${field.label}: "${String(value)}" is not a department of this college. Choose one from the list.`);
      }
      if (field.unique) {
        const clash = await repo().findOneBy({ [name]: value });
        if (clash && clash.id !== existingId) {
          throw new AppError("CONFLICT", `${field.label} "${String(value)}" is already used by another ${spec.label.toLowerCase()}.`, name);
        }
      }
    }
    for (const group of spec.requireOneOf ?? []) {
      if (group.every((name) => values[name] === null || values[name] === undefined || values[name] === "")) {
        const labels = group.map((name) => spec.fields[name]!.label);
        throw badInput(group[0]!, `Please give at least one of: ${labels.join(" or ")}.`);
      }
    }
  }

  /** Stores the files of `values` (IncomingFile values) and replaces them by their keys. */
  async function storeFiles(values: Record<string, unknown>): Promise<string[]> {
    const stored: string[] = [];
    try {
      for (const [name, field] of fileFields) {
        const value = values[name];
        if (!value || typeof value === "string") continue;
        const key = await storeCheckedUpload({
          storage: deps.storage,
          file: value as IncomingFile,
          kind: field.kind as "pdf" | "image",
          folder: spec.uploadFolder,
          field: name,
          label: field.label,
          maxBytes: deps.config.uploadMaxBytes,
        });
        stored.push(key);
        values[name] = key;
      }
    } catch (error) {
      await deleteFiles(stored);
      throw error;
    }
    return stored;
  }

  async function deleteFiles(keys: (unknown)[]): Promise<void> {
    for (const key of keys) {
      if (typeof key !== "string" || !key) continue;
      try {
        await deps.storage.delete(key);
      } catch (error) {
        console.error(`Could not delete the stored file ${key}:`, (error as Error).message);
      }
    }
  }

  async function writeMembers(manager: EntityManager, committeeId: number, members: { name: string; mobile: string }[]) {
    if (!deps.memberEntity) return;
    const memberRepo = manager.getRepository(deps.memberEntity);
    await memberRepo.delete({ committeeId });
    if (members.length === 0) return;
    await memberRepo.insert(members.map((m, index) => ({ committeeId, name: m.name, mobile: m.mobile, sortOrder: index })));
  }

  function applyFilters(qb: SelectQueryBuilder<ObjectLiteral>, args: ListArgs): void {
    const filterValues: [keyof ListArgs, string][] = [
      ["department", "department"],
      ["session", "session"],
      ["semester", "semester"],
      ["collection", "collection"],
    ];
    for (const [arg, property] of filterValues) {
      const value = args[arg];
      if (value === undefined || value === null || value === "") continue;
      if (!spec.filters.includes(arg as never)) throw badInput(arg, `${spec.pluralLabel} cannot be filtered by ${arg}.`);
      if (hasNulCharacter(value)) throw badInput(arg, `The ${arg} filter contains a character that is not allowed.`);
      qb.andWhere(`t.${property} = :${arg}`, { [arg]: value });
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

  function pageBounds(args: ListArgs): { limit: number; offset: number } {
    const limit = args.limit ?? DEFAULT_PAGE_SIZE;
    const offset = args.offset ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw badInput("limit", `The page size (limit) must be between 1 and ${MAX_PAGE_SIZE}.`);
    }
    if (!Number.isInteger(offset) || offset < 0) throw badInput("offset", "The offset must be zero or more.");
    return { limit, offset };
  }

  const service: ContentService = {
    spec,

    async list(actor, args = {}): Promise<ContentPage> {
      requireAccess(spec, actor, "read");
      const { limit, offset } = pageBounds(args);
      const qb = repo().createQueryBuilder("t");
      applyFilters(qb, args);
      spec.order.forEach(([field, direction], index) => {
        const column = `t.${field}`;
        if (index === 0) qb.orderBy(column, direction);
        else qb.addOrderBy(column, direction);
      });
      qb.addOrderBy("t.id", "ASC").take(limit).skip(offset);
      const [entities, totalCount] = await qb.getManyAndCount();
      const members = await loadMembers(entities.map((e) => e.id));
      return { items: entities.map((e) => toRow(e, members.get(e.id))), totalCount };
    },

    async get(actor, id) {
      requireAccess(spec, actor, "read");
      return findRow(id);
    },

    async create(actor, input) {
      requireAccess(spec, actor, "create");
      const values = validateFields(spec.fields, input, "create");
      deps.prepare?.(values, null);
      return deps.writeLock.run(async () => {
        await checkReferences(values, null);
        const newFiles = await storeFiles(values);
        try {
          const id = await inTransaction(async (manager) => {
            const result = await manager.getRepository(deps.entity).insert(toColumns(values));
            const insertedId = Number(result.identifiers[0]?.id);
            if (membersField) await writeMembers(manager, insertedId, values[membersField] as { name: string; mobile: string }[]);
            return insertedId;
          });
          return await findRow(id);
        } catch (error) {
          await deleteFiles(newFiles);
          throw error;
        }
      });
    },

    async update(actor, id, input) {
      requireAccess(spec, actor, "update");
      const changes = validateFields(spec.fields, input, "update");
      return deps.writeLock.run(async () => {
        const existing = await findRow(id);
        deps.prepare?.(changes, existing);
        await checkReferences({ ...existing, ...changes }, id);
        const newFiles = await storeFiles(changes);
        try {
          await inTransaction(async (manager) => {
            const columns = toColumns(changes);
            if (Object.keys(columns).length > 0) {
              await manager.getRepository(deps.entity).update({ id }, { ...columns, updatedAt: new Date() });
            }
            if (membersField && membersField in changes) {
              await writeMembers(manager, id, changes[membersField] as { name: string; mobile: string }[]);
            }
          });
        } catch (error) {
          await deleteFiles(newFiles);
          throw error;
        }
        // Replaced or cleared files stop being reachable once the new row is committed.
        await deleteFiles(fileFields.filter(([name]) => name in changes && changes[name] !== existing[name]).map(([name]) => existing[name]));
        return findRow(id);
      });
    },

    async remove(actor, id) {
      requireAccess(spec, actor, "delete");
      return deps.writeLock.run(async () => {
        const existing = await findRow(id);
        await inTransaction(async (manager) => {
          if (membersField && deps.memberEntity) await manager.getRepository(deps.memberEntity).delete({ committeeId: id });
          await manager.getRepository(deps.entity).delete({ id });
        });
        await deleteFiles(fileFields.map(([name]) => existing[name]));
        return existing;
      });
    },
  };

  const memberEntity = deps.memberEntity;
  if (membersField && memberEntity) {
    service.updateMember = async (actor, memberId, input) => {
      requireAccess(spec, actor, "update");
      checkRecordNumber(memberId, `Member number ${memberId}`);
      const changes = validateFields(MEMBER_FIELDS, input, "update");
      if (Object.keys(changes).length === 0) {
        throw badInput("name", "Nothing to change: give the member's name or mobile number.");
      }
      return deps.writeLock.run(async () => {
        const member = await deps.dataSource.getRepository(memberEntity).findOneBy({ id: memberId });
        if (!member) throw notFound(`Member number ${memberId}`);
        const parentId = member.committeeId as number;
        await inTransaction(async (manager) => {
          await manager.getRepository(memberEntity).update({ id: memberId }, changes);
          await manager.getRepository(deps.entity).update({ id: parentId }, { updatedAt: new Date() });
        });
        return findRow(parentId);
      });
    };
  }
  return service;
}
