import type { Actor } from "../../../base/actor.js";
import { lockRow } from "../../../db/transaction.js";
import type { ContentRow } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { checkRights } from "../rights.js";
import { checkRecordNumber, findRow, rowNotInTrash, trashedRow } from "../rows.js";
import { inTransaction, journalWrite } from "../journal.js";

// Brings a trashed row back, with its files.

export async function restore(ctx: TypeContext, actor: Actor, id: number): Promise<ContentRow> {
  const { spec, deps } = ctx;
  checkRights(spec, actor, "delete");
  checkRecordNumber(id, () => rowNotInTrash(spec, id));
  return deps.writeLock.run(async () => {
    const trashed = await trashedRow(ctx, id);
    let tell = async () => {};
    await inTransaction(ctx, async (manager) => {
      const current = await lockRow(manager, deps.entity, id);
      if (!current?.deletedAt) throw rowNotInTrash(spec, id);
      await manager.getRepository(deps.entity).update({ id }, { deletedAt: null, deletedBy: null });
      tell = await journalWrite(ctx, manager, { action: "restore", actor, id, before: trashed });
    });
    await tell();
    return findRow(ctx, id);
  });
}
