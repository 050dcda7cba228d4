import { wordedError } from "../../../base/errors.js";
import type { Actor } from "../../../base/actor.js";
import { lockRow, savingAtTheSameMoment } from "../../../db/transaction.js";
import { validateFields } from "../../validation.js";
import type { Member } from "../../members-field.js";
import type { ContentRow, WriteOptions } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { checkRights, checkRow, waitsForApproval } from "../rights.js";
import { proposeChange } from "./propose.js";
import { accountOf, findRow, rowNotFound, sameMoment, toColumns } from "../rows.js";
import { deleteFiles, recordStoredFiles, releaseFiles, storeFiles } from "../files.js";
import { journaled } from "../journal.js";
import { checkConsents, checkPictureDescriptions, checkReferences, explainUniqueClash } from "../write-checks.js";

// Changes the fields present in the input of one row; replaced files go once it is committed.

/**
 * How often an update may find, once it holds the row's lock, that someone saved the row since
 * it was read (PostgreSQL only: SQLite's writes queue). Each time one of those saves is done, so
 * this many people may save one row at the same moment before one is asked to try again.
 */
const REREAD_ATTEMPTS = 12;

export async function update(ctx: TypeContext, actor: Actor, id: number, input: Record<string, unknown>, options: WriteOptions = {}): Promise<ContentRow> {
  const { spec, deps, fileFields, members, membersField } = ctx;
  checkRights(spec, actor, "update");
  // A restored version (or an approved proposal) names files it keeps (stored keys): they are checked as stored, not as uploads.
  const keptFiles =
    options.restoredVersion || options.approvedChange
      ? Object.fromEntries(fileFields.filter(([name]) => typeof input[name] === "string").map(([name]) => [name, input[name]]))
      : {};
  const changes = {
    ...validateFields(spec.fields, Object.fromEntries(Object.entries(input).filter(([name]) => !(name in keptFiles))), "update"),
    ...keptFiles,
  };
  const changesMembers = membersField !== undefined && membersField in changes;
  // As in create: the files are stored before the write queues up behind others.
  const waits = await waitsForApproval(ctx, actor);
  const newFiles = await storeFiles(ctx, changes);
  let committed = false;
  try {
    return await deps.writeLock.run(async () => {
      let existing = await findRow(ctx, id);
      const checkAgainst = async (row: ContentRow) => {
        checkRow(spec, actor, row, { ...row, ...changes });
        if (options.ifUnchangedSince && !sameMoment(row.updatedAt, options.ifUnchangedSince)) {
          throw wordedError("CONFLICT", "changedSinceOpened", {});
        }
        checkPictureDescriptions(ctx, { ...row, ...changes }, new Set(Object.keys(changes)), options);
        checkConsents(ctx, { ...row, ...changes }, new Set(Object.keys(changes)), options);
        deps.prepare?.(changes, row);
        await checkReferences(ctx, { ...row, ...changes }, id);
      };
      await checkAgainst(existing);
      // A published row keeps its values until an approver approves; a new row not yet approved is changed as it is.
      if (waits && !existing.awaitingApproval) {
        const answer = await proposeChange(ctx, actor, existing, "update", changes, newFiles);
        committed = true;
        return answer;
      }
      let replaced: string[] = [];
      try {
        // The row is locked in the transaction; if someone saved it since it was read above, it
        // is read and checked again, so the files replaced and the rules apply to what is stored.
        for (let attempt = 1; ; attempt++) {
          replaced = fileFields.filter(([name]) => name in changes && changes[name] !== existing[name]).map(([name]) => name);
          const readAt = existing.updatedAt;
          const written = await journaled(ctx, async (manager) => {
            const current = await lockRow(manager, deps.entity, id);
            if (!current || current.deletedAt) throw rowNotFound(spec, id);
            if (!sameMoment(current.updatedAt, readAt)) return null;
            await options.confirmInTransaction?.(manager);
            await recordStoredFiles(ctx, manager, newFiles);
            const columns = toColumns(ctx, changes);
            // Only the columns this save changes: another person's edit of other fields stays.
            if (Object.keys(columns).length > 0 || (members && changesMembers)) {
              await manager.getRepository(deps.entity).update({ id }, { ...columns, updatedBy: accountOf(actor), updatedAt: new Date() });
            }
            const membersAfter = changesMembers ? (changes[membersField] as Member[]) : undefined;
            if (members && changesMembers) await members.replace(manager, id, membersAfter!);
            const note = options.restoredVersion
              ? `restored version ${options.restoredVersion}`
              : options.approvedChange
                ? `approved change ${options.approvedChange}`
                : undefined;
            return { action: "update" as const, actor, id, before: existing, membersAfter, note, reviewed: options.reviewed };
          });
          if (written) break;
          if (attempt >= REREAD_ATTEMPTS) throw savingAtTheSameMoment();
          existing = await findRow(ctx, id);
          await checkAgainst(existing);
        }
      } catch (error) {
        throw await explainUniqueClash(ctx, error, { ...existing, ...changes }, id);
      }
      committed = true;
      // Replaced or cleared files go once the new row is committed, unless a kept version names them.
      await releaseFiles(ctx, [existing], replaced);
      return findRow(ctx, id);
    });
  } catch (error) {
    if (!committed) await deleteFiles(ctx, newFiles.keys);
    throw error;
  }
}
