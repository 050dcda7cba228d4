import { AppError } from "../../../base/errors.js";
import { SYSTEM, type Actor } from "../../../base/actor.js";
import { lockRow } from "../../../db/transaction.js";
import type { ContentRow } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { checkRights } from "../rights.js";
import { checkRecordNumber, rowNotInTrash, trashedRow } from "../rows.js";
import { releaseFiles } from "../files.js";
import { inTransaction, journalWrite } from "../journal.js";

// Removes trashed rows for ever: one by an administrator, or all trashed before a moment (upkeep).

export async function purge(ctx: TypeContext, actor: Actor, id: number): Promise<ContentRow> {
  checkRights(ctx.spec, actor, "delete");
  checkRecordNumber(id, () => rowNotInTrash(ctx.spec, id));
  return ctx.deps.writeLock.run(() => purgeRow(ctx, actor, id));
}

/** Removes for ever every row trashed before `cutoff`; gives how many went. */
export async function purgeTrashedBefore(ctx: TypeContext, cutoff: Date): Promise<number> {
  const old = await ctx.repo().createQueryBuilder("t").select("t.id").where("t.deletedAt IS NOT NULL AND t.deletedAt < :cutoff", { cutoff }).getMany();
  let count = 0;
  for (const { id } of old) {
    try {
      await ctx.deps.writeLock.run(() => purgeRow(ctx, SYSTEM, Number(id)));
      count += 1;
    } catch (error) {
      // Restored or purged a moment ago, by an administrator or another server instance.
      if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
    }
  }
  return count;
}

/** Its members, its pictures' records, the row, then its files. */
async function purgeRow(ctx: TypeContext, actor: Actor, id: number): Promise<ContentRow> {
  const existing = await trashedRow(ctx, id);
  let tell = async () => {};
  await inTransaction(ctx, async (manager) => {
    const current = await lockRow(manager, ctx.deps.entity, id);
    if (!current?.deletedAt) throw rowNotInTrash(ctx.spec, id);
    await ctx.members?.removeAll(manager, id);
    await manager.getRepository(ctx.deps.entity).delete({ id });
    // Its kept versions go with it (the journal's revision store); files they alone named go below.
    tell = await journalWrite(ctx, manager, { action: "purge", actor, id, before: existing });
  });
  await tell();
  // Each file (with a picture's variants and size record) goes unless something still names it.
  await releaseFiles(ctx, [existing], ctx.fileFields.map(([name]) => name));
  return existing;
}
