import type { Actor } from "../../../base/actor.js";
import { lockRow } from "../../../db/transaction.js";
import type { ContentRow } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { checkRights } from "../rights.js";
import { accountOf, findRow, rowNotFound } from "../rows.js";
import { inTransaction, journalWrite } from "../journal.js";

// Moves a row to the Trash: it leaves every public path at once; its files stay.

export async function remove(ctx: TypeContext, actor: Actor, id: number): Promise<ContentRow> {
  const { spec, deps } = ctx;
  checkRights(spec, actor, "delete");
  return deps.writeLock.run(async () => {
    const existing = await findRow(ctx, id);
    let tell = async () => {};
    await inTransaction(ctx, async (manager) => {
      // Waits for a save of the same row that is under way; a row trashed meanwhile is gone.
      const current = await lockRow(manager, deps.entity, id);
      if (!current || current.deletedAt) throw rowNotFound(spec, id);
      await manager.getRepository(deps.entity).update({ id }, { deletedAt: ctx.now(), deletedBy: accountOf(actor) });
      tell = await journalWrite(ctx, manager, { action: "delete", actor, id, before: existing });
    });
    await tell();
    return existing;
  });
}
