import type { EntityManager } from "typeorm";
import type { Actor } from "../../../base/actor.js";
import { wordedError } from "../../../base/errors.js";
import { lockRow, runTransaction } from "../../../db/transaction.js";
import { changesOf } from "../../approval/pending-store.js";
import type { ContentRow } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { recordStoredFiles, releaseFiles, type StoredUploads } from "../files.js";
import { accountOf, findRow, rowNotFound } from "../rows.js";
import { journaled } from "../journal.js";
import { rowTitle } from "../../../content/row-title.js";

// An editor's change or delete of a published row while "Approval before publishing" is on
// (rights.ts waitsForApproval): the row stays exactly as visitors see it; the proposal waits in
// pending_change with the files it stored, and replaces the row's earlier waiting proposal (a
// second save adds its values to the first's). The answer is the row as published, marked with
// the number of the change that waits and what it does.

/** A proposal that stored no files (a delete, a member's change). */
export const NO_UPLOADS: StoredUploads = { keys: [], images: [], names: [] };

export async function proposeChange(
  ctx: TypeContext,
  actor: Actor,
  existing: ContentRow,
  action: "update" | "delete",
  changes: Record<string, unknown> | null,
  stored: StoredUploads,
): Promise<ContentRow> {
  const { spec, deps, fileFields } = ctx;
  const store = deps.approval!;
  const fileNames = fileFields.map(([name]) => name);
  let dropped: Record<string, unknown> = {};
  const change = await runTransaction(deps.dataSource, async (manager) => {
    await recordStoredFiles(ctx, manager, stored);
    const earlier = await store.waitingFor(manager, spec.key, existing.id);
    const earlierChanges = earlier?.action === "update" ? changesOf(earlier) : {};
    const proposed = action === "update" ? { ...earlierChanges, ...changes } : null;
    // The earlier proposal's files that this one no longer names are let go once it is saved.
    dropped = Object.fromEntries(
      fileNames.filter((name) => typeof earlierChanges[name] === "string" && earlierChanges[name] !== proposed?.[name]).map((name) => [name, earlierChanges[name]]),
    );
    const files = proposed ? fileNames.map((name) => proposed[name]).filter((key): key is string => typeof key === "string" && key !== "") : [];
    const saved = await store.save(
      manager,
      { typeKey: spec.key, rowId: existing.id, action, title: rowTitle(spec, { ...existing, ...proposed }), changes: proposed, files, actor },
      earlier,
    );
    await store.audit.record(
      {
        action: "change-proposed",
        actor,
        typeKey: spec.key,
        rowId: existing.id,
        detail: `${action === "delete" ? "delete" : "change"} waits for approval (change ${saved.id})`,
      },
      manager,
    );
    return saved;
  });
  await releaseFiles(ctx, [dropped], Object.keys(dropped));
  return { ...existing, awaitingApproval: change.id, awaitingApprovalAction: action };
}

/**
 * An approver's (or administrator's) decision on a new row waiting for approval: `publish` makes
 * it a row like any other (visitors see it at once, as its dates allow; the journal names it
 * "publish", so webhooks announce it and search finds it); rejected or withdrawn, `trash` moves
 * it to the Trash. The waiting change is closed in the same transaction (`confirm`).
 */
export async function decideNewRow(
  ctx: TypeContext,
  actor: Actor,
  id: number,
  changeId: number,
  decision: "publish" | "trash",
  confirm: (manager: EntityManager) => Promise<void>,
): Promise<ContentRow> {
  const { spec, deps } = ctx;
  return deps.writeLock.run(async () => {
    const existing = await findRow(ctx, id);
    await journaled(ctx, async (manager) => {
      const current = await lockRow(manager, deps.entity, id);
      if (!current || current.deletedAt) throw rowNotFound(spec, id);
      if (current.awaitingApproval !== changeId) throw wordedError("NOT_FOUND", "pendingChangeNotFound", { id: changeId });
      await confirm(manager);
      if (decision === "publish") {
        await manager.getRepository(deps.entity).update({ id }, { awaitingApproval: null });
        return { action: "publish" as const, actor, id, before: existing, note: `approved change ${changeId}` };
      }
      await manager.getRepository(deps.entity).update({ id }, { deletedAt: ctx.now(), deletedBy: accountOf(actor) });
      return { action: "delete" as const, actor, id, before: existing, note: `change ${changeId} not approved` };
    });
    return findRow(ctx, id).catch(() => existing);
  });
}

/** A waiting change or delete that is rejected or withdrawn: closed (`confirm`), then the files it stored go. */
export async function dropProposal(ctx: TypeContext, changes: Record<string, unknown>, confirm: (manager: EntityManager) => Promise<void>): Promise<void> {
  await runTransaction(ctx.deps.dataSource, confirm);
  await releaseFiles(
    ctx,
    [changes],
    ctx.fileFields.map(([name]) => name),
  );
}
