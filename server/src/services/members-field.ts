import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from "typeorm";
import { MEMBER_FIELDS } from "../content/members.js";
import type { Actor } from "../base/actor.js";
import { badField, wordedError } from "../base/errors.js";
import type { MemberRecord } from "../db/content-entities.js";
import type { ContentRow } from "./content-service.types.js";
import { validateFields } from "./validation.js";
import { lockRow } from "../db/transaction.js";

// What is special about a members field (committee members): its values live in a table of
// their own, one row per member in the clerk's order, and one member can be changed by its own
// number. The generic content service asks this store for a type that has such a field.

export interface Member {
  id?: number;
  name: string;
  mobile: string;
}

export interface MembersStore {
  /** The members of each parent row, in order. */
  load(parentIds: number[]): Promise<Map<number, Member[]>>;
  /** Replaces a parent row's members, inside the caller's transaction. */
  replace(manager: EntityManager, parentId: number, members: Member[]): Promise<void>;
  removeAll(manager: EntityManager, parentId: number): Promise<void>;
}

export function createMembersStore(dataSource: DataSource, entity: EntityTarget<MemberRecord>): MembersStore {
  return {
    async load(parentIds) {
      const byParent = new Map<number, Member[]>();
      if (parentIds.length === 0) return byParent;
      const rows = await dataSource
        .getRepository(entity)
        .createQueryBuilder("m")
        .where("m.parentId IN (:...ids)", { ids: parentIds })
        .orderBy("m.sortOrder", "ASC")
        .addOrderBy("m.id", "ASC")
        .getMany();
      for (const m of rows) {
        const list = byParent.get(m.parentId) ?? [];
        list.push({ id: m.id, name: m.name, mobile: m.mobile });
        byParent.set(m.parentId, list);
      }
      return byParent;
    },

    async replace(manager, parentId, members) {
      const repo = manager.getRepository(entity);
      await repo.delete({ parentId });
      if (members.length === 0) return;
      await repo.insert(members.map((m, index) => ({ parentId, name: m.name, mobile: m.mobile, sortOrder: index })));
    },

    async removeAll(manager, parentId) {
      await manager.getRepository(entity).delete({ parentId });
    },
  };
}

/** What the member update needs from the content service it belongs to. */
export interface MemberUpdateContext {
  dataSource: DataSource;
  entity: EntityTarget<MemberRecord>;
  parentEntity: EntityTarget<ObjectLiteral>;
  checkAccess(actor: Actor): void;
  checkRecordNumber(id: number, what: string): void;
  runWrite<T>(work: () => Promise<T>): Promise<T>;
  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
  findRow(id: number): Promise<ContentRow>;
  /** The parent type's members field name. */
  membersField: string;
  /** Tells the journal of the parent row's update inside the transaction; gives what to run once committed. */
  journal(manager: EntityManager, actor: Actor, parentId: number, before: ContentRow, membersAfter: Member[]): Promise<() => Promise<void>>;
}

/** Changes one member by its own number and answers with the whole parent row. */
export function memberUpdater(context: MemberUpdateContext) {
  return async (actor: Actor, memberId: number, input: Record<string, unknown>): Promise<ContentRow> => {
    context.checkAccess(actor);
    context.checkRecordNumber(memberId, `Member number ${memberId}`);
    const changes = validateFields(MEMBER_FIELDS, input, "update");
    if (Object.keys(changes).length === 0) {
      throw badField("name", "memberNothingToChange", {});
    }
    return context.runWrite(async () => {
      const member = await context.dataSource.getRepository(context.entity).findOneBy({ id: memberId });
      if (!member) throw wordedError("NOT_FOUND", "memberNotFound", { id: memberId });
      const before = await context.findRow(member.parentId);
      let committed = async () => {};
      await context.inTransaction(async (manager) => {
        // The committee is locked first, as a save of its whole list does, so this member's change
        // is not lost between that save's delete and insert; the member may be gone by then.
        await lockRow(manager, context.parentEntity, member.parentId);
        const result = await manager.getRepository(context.entity).update({ id: memberId }, changes);
        if (result.affected === 0) throw wordedError("NOT_FOUND", "memberNotFound", { id: memberId });
        await manager.getRepository(context.parentEntity).update({ id: member.parentId }, { updatedAt: new Date() });
        const membersAfter = ((before[context.membersField] as Member[] | undefined) ?? []).map((m) => (m.id === memberId ? { ...m, ...changes } : m));
        committed = await context.journal(manager, actor, member.parentId, before, membersAfter);
      });
      await committed();
      return context.findRow(member.parentId);
    });
  };
}
