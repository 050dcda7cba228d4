import type { DataSource, EntityManager, EntityTarget } from "typeorm";
import type { MemberRecord } from "../db/content-entities.js";

// What is special about a members field (committee members): its values live in a table of
// their own, one row per member in the clerk's order, and one member can be changed by its own
// number (content/operations/update-member.ts). The content service asks this store for a type
// that has such a field.

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
