import type { EntityManager } from "typeorm";
import { AppError } from "../../../base/errors.js";
import { SYSTEM, type Actor } from "../../../base/actor.js";
import { lockRow } from "../../../db/transaction.js";
import type { ContentPage, ContentRow, ListArgs } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { checkPurge, checkRights, checkRow, waitsForApproval } from "../rights.js";
import { NO_UPLOADS, proposeChange } from "./propose.js";
import { changesOf } from "../../approval/pending-store.js";
import { applyReadLimit, pageBounds } from "../list-query.js";
import { accountOf, checkRecordNumber, findRow, rowNotFound, rowNotInTrash, rowsOf, trashedRow } from "../rows.js";
import { releaseFiles } from "../files.js";
import { journaled } from "../journal.js";
import { rowTitle } from "../../../content/row-title.js";

// The Trash: remove moves a row there (it leaves every public path at once; its files stay),
// restore brings it back with its files, purge removes it for ever (one by an administrator, or
// all trashed before a moment, by the upkeep).

/** The type's trash, last deleted first. */
export async function trash(ctx: TypeContext, actor: Actor, args: Pick<ListArgs, "limit" | "offset"> = {}): Promise<ContentPage> {
  checkRights(ctx.spec, actor, "delete");
  const { limit, offset } = pageBounds(args);
  const qb = ctx.repo().createQueryBuilder("t").where("t.deletedAt IS NOT NULL");
  applyReadLimit(ctx, qb, actor);
  const [entities, totalCount] = await qb.orderBy("t.deletedAt", "DESC").addOrderBy("t.id", "ASC").take(limit).skip(offset).getManyAndCount();
  return { items: await rowsOf(ctx, entities, { fileInfo: false }), totalCount };
}

/** `confirm` (the approval of a waiting delete) runs inside the write's transaction once the row is locked. */
export async function remove(ctx: TypeContext, actor: Actor, id: number, confirm?: (manager: EntityManager) => Promise<void>): Promise<ContentRow> {
  const { spec, deps } = ctx;
  checkRights(spec, actor, "delete");
  const waits = await waitsForApproval(ctx, actor);
  return deps.writeLock.run(async () => {
    const existing = await findRow(ctx, id);
    checkRow(spec, actor, existing);
    // A published row leaves the site only once an approver approves; a new row not yet approved goes at once.
    if (waits && !existing.awaitingApproval) return proposeChange(ctx, actor, existing, "delete", null, NO_UPLOADS);
    await journaled(ctx, async (manager) => {
      // Waits for a save of the same row that is under way; a row trashed meanwhile is gone.
      const current = await lockRow(manager, deps.entity, id);
      if (!current || current.deletedAt) throw rowNotFound(spec, id);
      await confirm?.(manager);
      await manager.getRepository(deps.entity).update({ id }, { deletedAt: ctx.now(), deletedBy: accountOf(actor) });
      // A new row's own waiting change goes with it (its editor trashed it, or an approver).
      const waiting = current.awaitingApproval ? await deps.approval?.waitingFor(manager, spec.key, id) : null;
      if (waiting) await deps.approval!.close(manager, waiting, "withdrawn", actor);
      return { action: "delete", actor, id, before: existing };
    });
    return existing;
  });
}

export async function restore(ctx: TypeContext, actor: Actor, id: number): Promise<ContentRow> {
  const { spec, deps } = ctx;
  checkRights(spec, actor, "delete");
  checkRecordNumber(id, () => rowNotInTrash(spec, id));
  const waits = await waitsForApproval(ctx, actor);
  return deps.writeLock.run(async () => {
    const trashed = await trashedRow(ctx, id);
    checkRow(spec, actor, trashed);
    await journaled(ctx, async (manager) => {
      const current = await lockRow(manager, deps.entity, id);
      if (!current?.deletedAt) throw rowNotInTrash(spec, id);
      // Brought back by an editor while approval is on, the row waits for approval as a new one does.
      const change = waits ? await deps.approval!.save(manager, { typeKey: spec.key, rowId: id, action: "create", title: rowTitle(spec, trashed), actor }) : null;
      await manager.getRepository(deps.entity).update({ id }, { deletedAt: null, deletedBy: null, awaitingApproval: change?.id ?? null });
      return { action: "restore", actor, id, before: trashed, note: change ? `waits for approval (change ${change.id})` : undefined };
    });
    return findRow(ctx, id);
  });
}

export async function purge(ctx: TypeContext, actor: Actor, id: number): Promise<ContentRow> {
  checkPurge(ctx.spec, actor);
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
  let proposed: Record<string, unknown> = {};
  await journaled(ctx, async (manager) => {
    const current = await lockRow(manager, ctx.deps.entity, id);
    if (!current?.deletedAt) throw rowNotInTrash(ctx.spec, id);
    await ctx.members?.removeAll(manager, id);
    await manager.getRepository(ctx.deps.entity).delete({ id });
    // A change still waiting for approval goes with its row, and the files only it named below.
    const waiting = await ctx.deps.approval?.waitingFor(manager, ctx.spec.key, id);
    if (waiting) {
      proposed = changesOf(waiting);
      await ctx.deps.approval!.close(manager, waiting, "withdrawn", actor);
    }
    // Its kept versions go with it (the journal's revision store); files they alone named go below.
    return { action: "purge", actor, id, before: existing };
  });
  // Each file (with a picture's variants and size record) goes unless something still names it.
  await releaseFiles(
    ctx,
    [existing, proposed],
    ctx.fileFields.map(([name]) => name),
  );
  return existing;
}
