import { isPrivileged, type Actor } from "../../../base/actor.js";
import { validateFields } from "../../validation.js";
import type { Member } from "../../members-field.js";
import type { ContentRow, WriteOptions } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { checkRights, checkRow, waitsForApproval } from "../rights.js";
import { accountOf, findRow, toColumns } from "../rows.js";
import { deleteFiles, recordStoredFiles, storeFiles } from "../files.js";
import { journaled } from "../journal.js";
import { rowTitle } from "../../../content/row-title.js";
import { checkConsents, checkPictureDescriptions, checkReferences, explainUniqueClash } from "../write-checks.js";

// Adds a row: checked, its files stored, written with its members in one transaction, journaled.

export async function create(ctx: TypeContext, actor: Actor, input: Record<string, unknown>, options: WriteOptions = {}): Promise<ContentRow> {
  const { spec, deps, members, membersField } = ctx;
  checkRights(spec, actor, "create");
  const values = validateFields(spec.fields, input, "create");
  checkRow(spec, actor, values);
  checkPictureDescriptions(ctx, values, new Set(Object.keys(values)), options);
  checkConsents(ctx, values, new Set(Object.keys(values)), options);
  deps.prepare?.(values, null);
  const waits = await waitsForApproval(ctx, actor);
  if (!isPrivileged(actor)) await deps.submissionQuota.reserve(actor.ip);
  // Files are checked and stored (pictures processed) before the write queues up behind
  // others (writeLock), so a large photo does not hold up anybody else's write.
  const newFiles = await storeFiles(ctx, values);
  let committed = false;
  try {
    return await deps.writeLock.run(async () => {
      await checkReferences(ctx, values, null);
      const membersAfter = membersField ? (values[membersField] as Member[]) : undefined;
      const { id } = await journaled(ctx, async (manager) => {
        const by = accountOf(actor);
        // Stamped here to the millisecond, as saves are: SQLite's own default keeps whole
        // seconds, and "what changed last" must not tie rows made in the same second.
        const at = new Date();
        const result = await manager.getRepository(deps.entity).insert({ ...toColumns(ctx, values), createdBy: by, updatedBy: by, createdAt: at, updatedAt: at });
        const insertedId = Number(result.identifiers[0]?.id);
        await recordStoredFiles(ctx, manager, newFiles);
        if (members) await members.replace(manager, insertedId, membersAfter!);
        // An editor's new row while approval is on: a real row that visitors never read until approved.
        const change = waits
          ? await deps.approval!.save(manager, { typeKey: spec.key, rowId: insertedId, action: "create", title: rowTitle(spec, values), actor })
          : null;
        if (change) await manager.getRepository(deps.entity).update({ id: insertedId }, { awaitingApproval: change.id });
        const note = change ? `waits for approval (change ${change.id})` : undefined;
        return { action: "create" as const, actor, id: insertedId, before: null, membersAfter, note };
      }).catch(async (error: unknown) => {
        throw await explainUniqueClash(ctx, error, values, null);
      });
      committed = true;
      return await findRow(ctx, id);
    });
  } catch (error) {
    // Files of a row that was never saved are removed; a saved row keeps its own.
    if (!committed) await deleteFiles(ctx, newFiles.keys);
    throw error;
  }
}
